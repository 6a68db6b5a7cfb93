/**
 * Search text folded the way the database's search_text triggers fold a row (lower(unaccent(...))), in
 * JavaScript so the pattern reaches the planner as a constant and the trigram estimate is real. Shared by
 * every text search (events, venues, the next directories).
 */

/**
 * Ligatures, letters and typographic punctuation that unaccent() maps (its unaccent.rules) but Unicode
 * decomposition does not: without the punctuation, a title typed as written ('Mantra’s', 'Reiki – Gent')
 * would find nothing, since the stored text holds "'" and '-'.
 */
const FOLD: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '‘': "'",
  '’': "'",
  '‛': "'",
  '′': "'",
  ʼ: "'",
  '‚': ',',
  '“': '"',
  '”': '"',
  '‟': '"',
  '″': '"',
  '„': ',,',
  '…': '...',
  '«': '<<',
  '»': '>>',
  '‹': '<',
  '›': '>',
};
const FOLDED = new RegExp(`[${Object.keys(FOLD).join('')}]`, 'g');

export const foldSearchText = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(FOLDED, (c) => FOLD[c] ?? c);

/** `%` `_` and `\` taken literally inside a LIKE pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word of a query as a LIKE pattern on folded text: 'adem' finds 'ademwerk'. */
export const likePatternsFor = (query: string): string[] =>
  foldSearchText(query)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `%${escapeLike(word)}%`);
