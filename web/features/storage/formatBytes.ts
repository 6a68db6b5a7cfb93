const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/** "1,4 MB" (nl) or "1.4 MB" (en): decimal units, one decimal from kB on. */
export const formatBytes = (bytes: number, language: string): string => {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'nl-NL', {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${UNITS[unit]}`;
};
