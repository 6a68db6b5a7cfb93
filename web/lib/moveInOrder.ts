/** The ids of an ordered list after moving one item up (-1) or down (+1); null when it cannot move. */
export const moveInOrder = (ids: readonly string[], id: string, by: -1 | 1): string[] | null => {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
};
