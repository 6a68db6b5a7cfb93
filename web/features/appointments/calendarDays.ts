import type { CalendarDto, IntervalDto } from '@core/schemas/appointments';
import { amsterdamDateOf, datesBetween } from '@core/domain/weeklyHours';

export type CalendarDay = {
  date: string;
  free: IntervalDto[];
  freeMinutes: number;
  booked: CalendarDto['booked'];
};

const dateOf = (iso: string) => amsterdamDateOf(new Date(iso));

/** The calendar window as one entry per Amsterdam date, each with its free time and appointments. */
export const calendarDays = (data: CalendarDto): CalendarDay[] => {
  const days = new Map<string, CalendarDay>(
    datesBetween(data.from, data.to).map((date) => [date, { date, free: [], freeMinutes: 0, booked: [] }]),
  );
  for (const f of data.free) {
    const day = days.get(dateOf(f.start));
    if (!day) continue;
    day.free.push(f);
    day.freeMinutes += (Date.parse(f.end) - Date.parse(f.start)) / 60_000;
  }
  for (const b of data.booked) days.get(dateOf(b.start))?.booked.push(b);
  return [...days.values()];
};

/** '7,5' hours of free minutes, for the month cells. */
export const hoursText = (minutes: number, language: string): string =>
  new Intl.NumberFormat(language.startsWith('en') ? 'en-GB' : 'nl-NL', { maximumFractionDigits: 1 }).format(
    minutes / 60,
  );
