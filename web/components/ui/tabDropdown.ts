import { TAB_DROPDOWN_THRESHOLD } from '@core/domain/limits';
import { foldSearchText } from '@core/domain/searchText';

/** One tab of a tab list: its key and visible label. */
export type TabChoice = { key: string; label: string };

/** Spec §9: a tab list with more items than the threshold (default 10) becomes a searchable dropdown. */
export const usesDropdown = (count: number, threshold: number = TAB_DROPDOWN_THRESHOLD): boolean =>
  count > threshold;

/** The tabs whose label holds every word of the query, ignoring case and accents ('cafe' finds 'Café'). */
export const filterTabChoices = <T extends TabChoice>(items: readonly T[], query: string): T[] => {
  const words = foldSearchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const label = foldSearchText(item.label);
    return words.every((word) => label.includes(word));
  });
};

/** The highlighted row after an arrow key: wraps at both ends; -1 when nothing matches. */
export const moveHighlight = (current: number, delta: 1 | -1, length: number): number => {
  if (length === 0) return -1;
  if (current < 0) return delta === 1 ? 0 : length - 1;
  return (current + delta + length) % length;
};
