declare module 'dumb-passwords' {
  /** True when the (lower-cased) password is one of the 10 000 most used passwords. */
  export function check(password: string): boolean;
  export function rateOfUsage(password: string): { password: string; frequency: number; message?: string };
}
