import { minutesOf } from '@core/domain/weeklyHours';

export type Preset = { key: 'morning' | 'afternoon' | 'evening' | 'wholeDay'; start: string; end: string };

const CANDIDATES: Preset[] = [
  { key: 'morning', start: '09:00', end: '12:00' },
  { key: 'afternoon', start: '13:00', end: '17:00' },
  { key: 'evening', start: '18:00', end: '22:00' },
];

/**
 * 'Ochtend', 'Middag', 'Avond' and 'Hele dag' for a date's opening ranges: each part of the day clipped to
 * the range it falls in (kept when at least an hour remains), the whole day is the longest range.
 */
export const presetsFor = (open: readonly { start: string; end: string }[]): Preset[] => {
  const out: Preset[] = [];
  for (const c of CANDIDATES) {
    for (const r of open) {
      const start = Math.max(minutesOf(c.start), minutesOf(r.start));
      const end = Math.min(minutesOf(c.end), minutesOf(r.end));
      if (end - start >= 60) {
        out.push({ key: c.key, start: clock(start), end: clock(end) });
        break;
      }
    }
  }
  const longest = [...open].sort(
    (a, b) => minutesOf(b.end) - minutesOf(b.start) - (minutesOf(a.end) - minutesOf(a.start)),
  )[0];
  if (longest)
    out.push({ key: 'wholeDay', start: longest.start, end: longest.end === '24:00' ? '23:59' : longest.end });
  return out;
};

const clock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
