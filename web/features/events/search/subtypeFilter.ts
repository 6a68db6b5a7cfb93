/**
 * The subtype picker grows a name filter from this many options on: a long list of chips (a main type can
 * have nearly forty subtypes) is hard to scan, a short one needs no search box.
 */
export const SUBTYPE_FILTER_MIN_OPTIONS = 9;

/** Lower case without accents, so 'creatief' finds 'Creatief' and 'Créatief'. */
const fold = (text: string): string => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The options whose name contains every word of the filter text (parts of words count, like the event
 * search: 'klank' finds 'Sound healing & klankschalen'). An empty filter keeps every option, in order.
 */
export const filterSubtypeOptions = <T extends { name: string }>(
  options: readonly T[],
  text: string,
): T[] => {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const name = fold(option.name);
    return words.every((word) => name.includes(word));
  });
};
