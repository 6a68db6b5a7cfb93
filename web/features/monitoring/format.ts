/** Number formats of the monitoring screen (Dutch by default, English when the UI is English). */
const locale = (language: string) => (language === 'en' ? 'en-GB' : 'nl-NL');

export const formatNumber = (value: number, language: string, digits = 0): string =>
  new Intl.NumberFormat(locale(language), { maximumFractionDigits: digits }).format(value);

/** 1536 → "1,5 kB"; decimal units as disks and Postgres' pg_size_pretty-style tools show them. */
export const formatBytes = (bytes: number, language: string): string => {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${formatNumber(value, language, unit === 0 ? 0 : 1)} ${units[unit]}`;
};

/** Seconds as the two largest units: "2 d 4 u", "3 u 12 min", "45 s" (keys come from the caller's t). */
export const durationParts = (seconds: number): { d: number; h: number; m: number; s: number } => ({
  d: Math.floor(seconds / 86_400),
  h: Math.floor((seconds % 86_400) / 3600),
  m: Math.floor((seconds % 3600) / 60),
  s: Math.floor(seconds % 60),
});
