import { addDays, datesBetween, mondayOf } from './weeklyHours';

/** Chart buckets of /admin/analytics (issue 16). */
export type Bucket = 'day' | 'week' | 'month';

/** The first day of the bucket a day falls in: itself, its Monday (ISO week) or the 1st of its month. */
export const bucketStart = (day: string, bucket: Bucket): string => {
  if (bucket === 'week') return mondayOf(day);
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  return day;
};

/** The starts of every bucket from `from` to `to` (inclusive), oldest first; the first may begin before `from`. */
export const bucketStarts = (from: string, to: string, bucket: Bucket): string[] => {
  if (bucket === 'day') return datesBetween(from, to);
  const starts: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = bucketStart(day, bucket);
    if (starts.at(-1) !== start) starts.push(start);
  }
  return starts;
};

/**
 * Per-day rows folded into buckets: every bucket of the window is present (zeros where nothing happened) and
 * each numeric field is summed. Rows outside the window are ignored.
 */
export const foldIntoBuckets = <K extends string>(
  rows: readonly ({ day: string } & Record<K, number>)[],
  keys: readonly K[],
  window: { from: string; to: string },
  bucket: Bucket,
): ({ day: string } & Record<K, number>)[] => {
  const zero = () => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  const out = new Map(bucketStarts(window.from, window.to, bucket).map((day) => [day, { day, ...zero() }]));
  for (const row of rows) {
    if (row.day < window.from || row.day > window.to) continue;
    const target = out.get(bucketStart(row.day, bucket));
    if (!target) continue;
    for (const key of keys) (target as Record<K, number>)[key] += row[key];
  }
  return [...out.values()] as ({ day: string } & Record<K, number>)[];
};

/** A search term as stored in search_daily: trimmed, inner whitespace as one space, lower case, ≤ 100 chars. */
export const normaliseSearchTerm = (q: string): string =>
  q.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100).trim();
