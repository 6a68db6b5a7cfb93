/**
 * Appointment slots of a professional's service (issue 12): the free time of the professional (weekly hours
 * and exceptions minus accepted appointments, core/domain/weeklyHours.ts) cut into slots of the service's
 * duration. Slots start on a grid of whole quarters of an hour (Amsterdam is a whole number of hours from UTC,
 * so a UTC grid is a local grid), one step apart, and never start in the past.
 */
import { type Interval, amsterdamDateOf } from './weeklyHours';

/** A service without a duration is booked for an hour. */
export const DEFAULT_APPOINTMENT_MINUTES = 60;

/** Slots start every 30 minutes (or every `duration` for shorter services). */
export const SLOT_STEP_MINUTES = 30;

/** Days a service page shows at once: five Monday-first weeks. */
export const APPOINTMENT_PICKER_DAYS = 35;

/** Requests listed per page on the dashboard and on a service page. */
export const APPOINTMENTS_PAGE_SIZE = 10;

/** Exceptions listed per page on the availability screen. */
export const EXCEPTIONS_PAGE_SIZE = 10;

const MINUTE = 60_000;

/** The duration a service is booked for. */
export const appointmentMinutes = (durationMinutes: number | null | undefined): number =>
  durationMinutes && durationMinutes > 0 ? durationMinutes : DEFAULT_APPOINTMENT_MINUTES;

/** The start instants of every slot of `minutes` that fits in one of the free intervals, after `now`. */
export const slotStarts = (free: readonly Interval[], minutes: number, now: Date): Date[] => {
  const step = Math.min(SLOT_STEP_MINUTES, minutes) * MINUTE;
  const length = minutes * MINUTE;
  const out: Date[] = [];
  for (const interval of free) {
    const from = Math.max(interval.start.getTime(), now.getTime());
    let start = Math.ceil(from / step) * step;
    for (; start + length <= interval.end.getTime(); start += step) out.push(new Date(start));
  }
  return out;
};

/** Slots grouped by their Amsterdam date, dates in order. */
export const slotsByDate = (starts: readonly Date[], minutes: number): Map<string, Interval[]> => {
  const byDate = new Map<string, Interval[]>();
  for (const start of starts) {
    const date = amsterdamDateOf(start);
    const list = byDate.get(date) ?? [];
    list.push({ start, end: new Date(start.getTime() + minutes * MINUTE) });
    byDate.set(date, list);
  }
  return byDate;
};
