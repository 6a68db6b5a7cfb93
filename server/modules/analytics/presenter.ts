import type { DayWindow } from '../../../core/domain/analyticsWindow';
import type { Occupancy } from '../../../core/domain/occupancy';
import { addDays } from '../../../core/domain/weeklyHours';
import type {
  AverageKpi,
  Kpi,
  OrganizationAnalytics,
  TopEvent,
  VenueAnalytics,
} from '../../../core/schemas/analytics';
import type { BookingDayRow, DailyEventRow, DayCount, RatingDayRow } from './queries';

/** How many events the top-events table shows. */
export const TOP_EVENTS = 10;

/** Sum of a per-day map over the current and the previous window. */
const kpiOf = (perDay: Map<string, number>, window: DayWindow): Kpi => {
  let current = 0;
  let previous = 0;
  for (const [day, n] of perDay) {
    if (day >= window.from && day <= window.to) current += n;
    else if (day >= window.previousFrom && day < window.from) previous += n;
  }
  return { current, previous };
};

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * The running review average per day: every visible review up to and including the day. Also the average as
 * it stood at the end of each window, for the KPI.
 */
const runningAverage = (rows: readonly RatingDayRow[], window: DayWindow) => {
  const before = rows.find((r) => r.day === null);
  let total = before?.total ?? 0;
  let n = before?.n ?? 0;
  const perDay = new Map(rows.filter((r) => r.day !== null).map((r) => [r.day as string, r]));
  const average = () => (n === 0 ? null : round2(total / n));
  for (const [day, row] of perDay) {
    if (day < window.from) {
      total += row.total;
      n += row.n;
    }
  }
  const previous = average();
  const series = new Map<string, number | null>();
  for (const day of window.days) {
    const row = perDay.get(day);
    if (row) {
      total += row.total;
      n += row.n;
    }
    series.set(day, average());
  }
  const reviewsPerDay = new Map([...perDay].map(([day, row]) => [day, row.n]));
  return { series, kpi: { current: average(), previous } satisfies AverageKpi, reviewsPerDay };
};

const countsOf = (rows: readonly DayCount[]): Map<string, number> => new Map(rows.map((r) => [r.day, r.n]));

/** Per-day views and saves, and the top events of the window (already picked and ordered by the query). */
const eventFigures = (rows: readonly DailyEventRow[]) => {
  const views = new Map<string, number>();
  const saves = new Map<string, number>();
  const topEvents: TopEvent[] = [];
  for (const row of rows) {
    if (row.day !== null) {
      views.set(row.day, row.views);
      saves.set(row.day, row.saves);
    } else if (row.eventId !== null) {
      topEvents.push({
        id: row.eventId,
        slug: row.slug ?? '',
        title: row.title ?? '',
        views: row.views,
        saves: row.saves,
      });
    }
  }
  topEvents.sort((a, b) => b.views - a.views || b.saves - a.saves || a.id.localeCompare(b.id));
  return { views, saves, topEvents };
};

export const presentOrganizationAnalytics = (input: {
  window: DayWindow;
  organization: { id: string; name: string } | null;
  eventRows: DailyEventRow[];
  followers: DayCount[];
  ratings: RatingDayRow[];
}): OrganizationAnalytics => {
  const { window } = input;
  const events = eventFigures(input.eventRows);
  const followers = countsOf(input.followers);
  const reviews = runningAverage(input.ratings, window);
  return {
    days: window.days.length,
    from: window.from,
    to: window.to,
    organization: input.organization,
    kpis: {
      views: kpiOf(events.views, window),
      saves: kpiOf(events.saves, window),
      followers: kpiOf(followers, window),
      reviews: kpiOf(reviews.reviewsPerDay, window),
      reviewAverage: reviews.kpi,
    },
    series: window.days.map((day) => ({
      day,
      views: events.views.get(day) ?? 0,
      saves: events.saves.get(day) ?? 0,
      followers: followers.get(day) ?? 0,
      reviewAverage: reviews.series.get(day) ?? null,
    })),
    topEvents: events.topEvents,
  };
};

/** Average of the daily occupancy over the days in [first, last] the venue was open (null when none). */
const occupancyKpi = (byDay: Map<string, Occupancy>, window: DayWindow): AverageKpi => {
  const share = (from: string, to: string) => {
    let open = 0;
    let booked = 0;
    for (const [day, o] of byDay) {
      if (day < from || day > to) continue;
      open += o.openHours;
      booked += o.bookedHours;
    }
    return open === 0 ? null : Math.round((booked / open) * 1000) / 10;
  };
  return {
    current: share(window.from, window.to),
    previous: share(window.previousFrom, addDays(window.from, -1)),
  };
};

export const presentVenueAnalytics = (input: {
  window: DayWindow;
  venue: { id: string; name: string } | null;
  eventRows: DailyEventRow[];
  bookings: BookingDayRow[];
  saves: DayCount[];
  ratings: RatingDayRow[];
  occupancy: Map<string, Occupancy>;
}): VenueAnalytics => {
  const { window } = input;
  const events = eventFigures(input.eventRows);
  const requests = new Map(input.bookings.map((r) => [r.day, r.requests]));
  const accepted = new Map(input.bookings.map((r) => [r.day, r.accepted]));
  const saves = countsOf(input.saves);
  const reviews = runningAverage(input.ratings, window);
  return {
    days: window.days.length,
    from: window.from,
    to: window.to,
    venue: input.venue,
    kpis: {
      requests: kpiOf(requests, window),
      accepted: kpiOf(accepted, window),
      occupancy: occupancyKpi(input.occupancy, window),
      saves: kpiOf(saves, window),
      views: kpiOf(events.views, window),
      reviewAverage: reviews.kpi,
    },
    series: window.days.map((day) => ({
      day,
      requests: requests.get(day) ?? 0,
      accepted: accepted.get(day) ?? 0,
      occupancy: input.occupancy.get(day)?.percent ?? null,
      saves: saves.get(day) ?? 0,
      reviewAverage: reviews.series.get(day) ?? null,
      views: events.views.get(day) ?? 0,
    })),
    topEvents: events.topEvents,
  };
};
