import type { MainEventType } from '../../../../core/domain/categories';
import type { EventTemplate } from './event-templates';
import type { Rng } from './random';
import { addDays, atHour } from './text';

export type SessionSeed = {
  title: string;
  description: string | null;
  startTime: Date;
  endTime: Date;
  location: string | null;
};

export type RecurrenceSeed = {
  frequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  interval: number;
  endType: 'never' | 'after' | 'on';
  occurrences: number | null;
  endDate: Date | null;
};

export type OccurrenceSeed = { startDate: Date; endDate: Date };

export type Schedule = {
  startDate: Date;
  endDate: Date;
  eventDates: Date[];
  sessions: SessionSeed[];
  recurrence: RecurrenceSeed | null;
  occurrences: OccurrenceSeed[];
  /** Number of calendar days the event spans (1 for single-day and recurring). */
  days: number;
};

export const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'] as const;

/** Season of a date in Dutch, capitalised: Lente, Zomer, Herfst, Winter. */
export const seasonOf = (date: Date): string => {
  const m = date.getUTCMonth();
  if (m >= 2 && m <= 4) return 'Lente';
  if (m >= 5 && m <= 7) return 'Zomer';
  if (m >= 8 && m <= 10) return 'Herfst';
  return 'Winter';
};

const toWeekday = (day: Date, weekday: number): Date => addDays(day, (weekday - day.getUTCDay() + 7) % 7);

const hourParts = (hour: number): [number, number] => [Math.floor(hour), Math.round((hour % 1) * 60)];
const at = (day: Date, hour: number): Date => atHour(day, ...hourParts(hour));
const plusHours = (date: Date, hours: number): Date => new Date(date.getTime() + hours * 3_600_000);

const addMonths = (date: Date, months: number): Date => {
  const d = new Date(date.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

const FESTIVAL_STAGES = ['Grote tent', 'Yogaveld', 'Dansvloer', 'Healingveld', 'Kinderveld', 'Theehuis'];
const RETREAT_ROOMS = ['Oefenzaal', 'Buiten', 'Meditatieruimte'];
const DAY_SLOTS = [7.5, 9.5, 11.5, 14.5, 16.5, 20];

/** Sessions for each day of a retreat or festival, between arrival and departure. */
const dailySessions = (
  t: EventTemplate,
  first: Date,
  days: number,
  startHour: number,
  rng: Rng,
): SessionSeed[] => {
  const titles = t.sessions ?? [];
  const sessions: SessionSeed[] = [];
  const festival = t.main === 'festival';
  let n = 0;
  for (let d = 0; d < days; d += 1) {
    const day = addDays(first, d);
    const slots = DAY_SLOTS.filter(
      (h) => (d === 0 ? h >= startHour : true) && (d === days - 1 && !festival ? h < 13 : true),
    );
    const count = Math.min(slots.length, festival ? rng.int(3, 5) : rng.int(2, 4));
    for (const h of slots.slice(0, count)) {
      const start = at(day, h);
      sessions.push({
        title: titles[n % Math.max(1, titles.length)] ?? 'Programma',
        description: null,
        startTime: start,
        endTime: plusHours(start, h === 7.5 ? 0.75 : 1.5),
        location: festival ? rng.pick(FESTIVAL_STAGES) : rng.pick(RETREAT_ROOMS),
      });
      n += 1;
    }
  }
  return sessions;
};

/**
 * Dates for one event: `day` is the first calendar day (already in the right window: future or past).
 * Multi-day types get sessions, lessons and year programmes a recurrence rule with occurrences.
 */
export const buildSchedule = (t: EventTemplate, firstDay: Date, edition: string, rng: Rng): Schedule => {
  let day = firstDay;
  let startHour = t.startHour;
  const main: MainEventType = t.main;
  const named = edition.toLowerCase();
  const weekday = WEEKDAYS.findIndex((w) => named.startsWith(w));
  if (weekday >= 0) {
    day = toWeekday(day, weekday);
    if (named.endsWith('ochtend')) startHour = Math.min(startHour, 9.5);
    if (named.endsWith('avond')) startHour = Math.max(startHour, 19);
  } else if (main === 'retreatinclverblijf' || main === 'festival') {
    day = toWeekday(day, main === 'festival' && rng.chance(0.5) ? 6 : 5);
  } else if ((main === 'workshoptraining' || main === 'jaartraject') && rng.chance(0.8)) {
    day = toWeekday(day, rng.chance(0.7) ? 6 : 0);
  }
  const start = at(day, startHour);
  const single = (): Schedule => {
    const end = plusHours(start, t.hours);
    return {
      startDate: start,
      endDate: end,
      eventDates: [start],
      sessions: [],
      recurrence: null,
      occurrences: [],
      days: 1,
    };
  };

  if (main === 'retreatinclverblijf' || main === 'festival') {
    const [min, max] = t.days ?? [2, 3];
    const days = rng.int(min, max);
    const last = addDays(day, days - 1);
    const end = main === 'festival' ? at(last, 23) : at(last, 14);
    const eventDates = Array.from({ length: days }, (_, d) => (d === 0 ? start : at(addDays(day, d), 9.5)));
    return {
      startDate: start,
      endDate: end,
      eventDates,
      sessions: dailySessions(t, day, days, startHour, rng),
      recurrence: null,
      occurrences: [],
      days,
    };
  }

  if (main === 'opleiding-certificaat') {
    const [min, max] = t.days ?? [5, 8];
    const lessons = rng.int(min, max);
    const gap = rng.int(14, 28);
    const titles = t.sessions ?? [];
    const sessions: SessionSeed[] = [];
    for (let k = 0; k < lessons; k += 1) {
      const s = k === 0 ? start : at(addDays(day, k * gap), startHour);
      sessions.push({
        title: `Lesdag ${k + 1}: ${titles[k % Math.max(1, titles.length)] ?? 'Lesdag'}`,
        description: null,
        startTime: s,
        endTime: plusHours(s, t.hours),
        location: null,
      });
    }
    const lastSession = sessions[sessions.length - 1] as SessionSeed;
    return {
      startDate: start,
      endDate: lastSession.endTime,
      eventDates: sessions.map((s) => s.startTime),
      sessions,
      recurrence: null,
      occurrences: [],
      days: lessons,
    };
  }

  const recurringWeekly = main === 'lessenherhalend' || (main === 'dans' && rng.chance(0.2));
  const recurringMonthly = main === 'jaartraject' || (main === 'event' && rng.chance(0.15));
  if (recurringWeekly || recurringMonthly) {
    const monthly = !recurringWeekly;
    const interval = !monthly && main === 'dans' && rng.chance(0.5) ? 2 : 1;
    const never = !monthly && rng.chance(0.3);
    const count = monthly
      ? main === 'jaartraject'
        ? 10
        : 6
      : t.subtypes.includes('mindfulness')
        ? 8
        : never
          ? 12
          : rng.int(8, 12);
    const occurrences: OccurrenceSeed[] = Array.from({ length: count }, (_, k) => {
      // Computed from the wall-clock hour so a class stays at 19:00 across daylight-saving changes.
      const s = at(monthly ? addMonths(day, k) : addDays(day, k * 7 * interval), startHour);
      return { startDate: s, endDate: plusHours(s, t.hours) };
    });
    const lastStart = (occurrences[occurrences.length - 1] as OccurrenceSeed).startDate;
    const recurrence: RecurrenceSeed = {
      frequency: monthly ? 'monthly' : 'weekly',
      interval,
      endType: never ? 'never' : monthly ? 'on' : 'after',
      occurrences: never || monthly ? null : count,
      endDate: monthly ? lastStart : null,
    };
    return {
      startDate: start,
      endDate: plusHours(start, t.hours),
      eventDates: occurrences.map((o) => o.startDate),
      sessions: [],
      recurrence,
      occurrences,
      days: 1,
    };
  }
  return single();
};
