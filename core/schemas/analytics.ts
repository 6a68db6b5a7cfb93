import { z } from 'zod';

/**
 * Dashboards with analytics and the overview (issue 12, spec §2 Dashboard). Server: server/modules/analytics;
 * web: web/features/analytics. Days are Amsterdam calendar days as yyyy-MM-dd; a window of `days` ends today
 * (inclusive) and is compared with the `days` before it.
 */

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;

/** ?days=7|30|90 (default 30); anything else is a Dutch 400 on the field. */
export const AnalyticsQuery = z.object({
  days: z
    .enum(['7', '30', '90'], { message: 'Kies 7, 30 of 90 dagen.' })
    .default('30')
    .transform((value) => Number(value) as AnalyticsRange),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

/** A total in the window and in the window before it (the web shows the change). */
export const Kpi = z.object({ current: z.number(), previous: z.number() });
export type Kpi = z.infer<typeof Kpi>;

/** An average (review stars, occupancy %) in both windows; null when there was nothing to average. */
export const AverageKpi = z.object({ current: z.number().nullable(), previous: z.number().nullable() });
export type AverageKpi = z.infer<typeof AverageKpi>;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const TopEvent = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  views: z.number().int(),
  saves: z.number().int(),
});
export type TopEvent = z.infer<typeof TopEvent>;

const Window = { days: z.number().int(), from: Day, to: Day };

export const OrganizationAnalyticsPoint = z.object({
  day: Day,
  views: z.number().int(),
  saves: z.number().int(),
  followers: z.number().int(),
  /** Average rating of every review up to and including the day (null before the first). */
  reviewAverage: z.number().nullable(),
});
export type OrganizationAnalyticsPoint = z.infer<typeof OrganizationAnalyticsPoint>;

export const OrganizationAnalytics = z.object({
  ...Window,
  organization: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  kpis: z.object({
    views: Kpi,
    saves: Kpi,
    followers: Kpi,
    reviews: Kpi,
    reviewAverage: AverageKpi,
  }),
  series: z.array(OrganizationAnalyticsPoint),
  topEvents: z.array(TopEvent),
});
export type OrganizationAnalytics = z.infer<typeof OrganizationAnalytics>;

export const VenueAnalyticsPoint = z.object({
  day: Day,
  requests: z.number().int(),
  accepted: z.number().int(),
  /** Booked share of the open hours of the day, 0–100; null on a day the venue was closed. */
  occupancy: z.number().nullable(),
  saves: z.number().int(),
  reviewAverage: z.number().nullable(),
  views: z.number().int(),
});
export type VenueAnalyticsPoint = z.infer<typeof VenueAnalyticsPoint>;

export const VenueAnalytics = z.object({
  ...Window,
  venue: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  kpis: z.object({
    requests: Kpi,
    accepted: Kpi,
    occupancy: AverageKpi,
    saves: Kpi,
    views: Kpi,
    reviewAverage: AverageKpi,
  }),
  series: z.array(VenueAnalyticsPoint),
  topEvents: z.array(TopEvent),
});
export type VenueAnalytics = z.infer<typeof VenueAnalytics>;

const OverviewEvent = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  startDate: z.string(),
});

export const OverviewSection = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('organization'),
    upcoming: z.number().int(),
    nextEvents: z.array(OverviewEvent),
    drafts: z.number().int(),
    publishedThisMonth: z.number().int(),
    /** null = unlimited (premium, admin). */
    limit: z.number().int().nullable(),
    newReviews: z.number().int(),
    newFollowers: z.number().int(),
  }),
  z.object({
    kind: z.literal('venue'),
    venue: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
    requestsWaiting: z.number().int(),
    /** Booked share of the open hours in the next 30 days, 0–100; null when no opening hours are set. */
    occupancyNext30: z.number().nullable(),
  }),
  z.object({
    kind: z.literal('professional'),
    services: z.number().int(),
    requestsWaiting: z.number().int(),
  }),
  z.object({
    kind: z.literal('participant'),
    savedUpcoming: z.number().int(),
    followedNewEvents: z.number().int(),
  }),
]);
export type OverviewSection = z.infer<typeof OverviewSection>;

export const DashboardOverview = z.object({ sections: z.array(OverviewSection) });
export type DashboardOverview = z.infer<typeof DashboardOverview>;

/** Query keys shared by the web's factory (and any embedded page data). */
export const analyticsQueryKey = (scope: 'organization' | 'venue', days: AnalyticsRange) =>
  ['analytics', scope, days] as const;
export const overviewQueryKey = () => ['analytics', 'overview'] as const;
