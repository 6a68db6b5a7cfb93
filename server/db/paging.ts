import { type SQL, sql } from 'drizzle-orm';

/**
 * A page of a search and its total in as few statements as the search allows (events and every directory).
 *
 * A narrow search (text or a place) must read and sort every match to return its first page anyway, so the
 * page carries the total as `count(*) over ()` and one statement does both. A broad one (no text, no place)
 * walks the directory index and stops after one page, so it is counted apart instead of being made to read
 * every row. A page past the end has no row to carry the total: it is counted apart as well.
 */
export const totalColumn = (narrow: boolean): SQL<number | null> =>
  narrow ? sql<number | null>`(count(*) over ())::int`.mapWith(Number) : sql<number | null>`null::int`;

export const pageWithTotal = async <Row extends { total: number | null }>(input: {
  narrow: boolean;
  page: number;
  rows: () => Promise<Row[]>;
  count: () => Promise<number>;
}): Promise<{ rows: Row[]; total: number }> => {
  const [rows, counted] = await Promise.all([input.rows(), input.narrow ? null : input.count()]);
  const total = counted ?? rows[0]?.total ?? (input.page > 1 ? await input.count() : 0);
  return { rows, total };
};
