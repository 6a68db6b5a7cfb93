declare module 'dumb-passwords' {
  /** The package is CommonJS with `module.exports = require('./lib')`: import it as the default export. */
  const dumbPasswords: {
    /** True when the (lower-cased) password is one of the 10 000 most used passwords. */
    check(password: string): boolean;
    rateOfUsage(password: string): { password: string; frequency: number; message?: string };
  };
  export default dumbPasswords;
}
