/**
 * Text → search key: accents and case removed, apostrophes dropped, anything else that is not a letter or digit
 * a single space, and the abbreviation 'st' read as 'sint'. "'s-Hertogenbosch" → 's hertogenbosch',
 * 'Liège' → 'liege', 'St-Niklaas' → 'sint niklaas'.
 */
export const placeKey = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/(^| )st(?= |$)/g, '$1sint');

/** A Dutch or Belgian postcode, or a house number, inside an address line. */
const POSTCODE_OR_NUMBER = /\b\d{4}\s?[a-z]{2}\b|\b\d+[a-z]?\b/gi;

/** An address part without postcodes and house numbers: '3511 AB Utrecht' → 'Utrecht'. */
export const withoutNumbers = (value: string): string => value.replace(POSTCODE_OR_NUMBER, ' ').trim();

/** Strips a trailing country marker of a label or address: 'Utrecht (NL)', 'Gent, België'. */
export const splitCountry = (value: string): { text: string; country: 'NL' | 'BE' | null } => {
  const trimmed = value.trim();
  const marker = /(?:\(\s*(nl|be)\s*\)|,\s*(nederland|netherlands|belgie|belgië|belgique|belgium))\s*$/i.exec(
    trimmed,
  );
  if (!marker) return { text: trimmed, country: null };
  const word = (marker[1] ?? marker[2] ?? '').toLowerCase();
  const country = word === 'nl' || word.startsWith('neder') || word === 'netherlands' ? 'NL' : 'BE';
  return { text: trimmed.slice(0, marker.index).replace(/[,\s]+$/, ''), country };
};
