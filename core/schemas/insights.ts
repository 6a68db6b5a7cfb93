import { z } from 'zod';

/**
 * The admin's view of the community (issue 16, spec §2 Admin): the dashboard at /admin and the growth and
 * engagement figures of /admin/analytics, plus the page-view beacon every public page sends. Server:
 * server/modules/insights; web: web/features/insights. Days are Amsterdam calendar days (yyyy-MM-dd).
 *
 *   GET  /api/admin/insights/dashboard            → AdminDashboard          (admin)
 *   GET  /api/admin/insights/analytics?days&bucket → AdminAnalytics          (admin)
 *   POST /api/page-views { screen }               → PageViewResponse        (public, rate-limited)
 */

const count = z.number().int().nonnegative();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const AdminDashboard = z.object({
  /** Members: accounts with a profile. Active = signed in (a session created or refreshed) or forum activity. */
  members: z.object({ total: count, newThisWeek: count, activeLast7Days: count }),
  /** Published (not trashed), of which upcoming (start in the future), and drafts not yet published. */
  events: z.object({ published: count, upcoming: count, drafts: count }),
  /** From modules/payments: MRR excl. VAT now, trials that end within 7 days. */
  revenue: z.object({ mrr: z.number(), trialsEndingIn7Days: count }),
  /** Reports nobody has handled yet. */
  reports: z.object({ reviews: count, forum: count, conversations: count, events: count }),
  /** Failures of the last 24 hours. */
  failures: z.object({ jobs: count, mails: count }),
  generatedAt: z.string(),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

export const INSIGHT_PERIODS = [30, 90, 365] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const INSIGHT_BUCKETS = ['day', 'week', 'month'] as const;
export type InsightBucket = (typeof INSIGHT_BUCKETS)[number];
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = 30;
export const DEFAULT_INSIGHT_BUCKET: InsightBucket = 'day';

/** ?days=30|90|365&bucket=day|week|month (defaults 30 and day); anything else is a Dutch 400 on the field. */
export const AdminAnalyticsQuery = z.object({
  days: z
    .enum(['30', '90', '365'], { message: 'Kies 30, 90 of 365 dagen.' })
    .default('30')
    .transform((value) => Number(value) as InsightPeriod),
  bucket: z.enum(INSIGHT_BUCKETS, { message: 'Kies dag, week of maand.' }).default('day'),
});
export type AdminAnalyticsQuery = z.infer<typeof AdminAnalyticsQuery>;

/** The role groups sign-ups are counted in: each member once, in the first group they hold. */
export const SIGNUP_GROUPS = ['organization', 'venue', 'professional', 'participant'] as const;
export type SignupGroup = (typeof SIGNUP_GROUPS)[number];

export const SignupPoint = z.object({
  day: Day,
  organization: count,
  venue: count,
  professional: count,
  participant: count,
});
export const TrialPoint = z.object({ day: Day, started: count, converted: count });
export const SearchPoint = z.object({ day: Day, searches: count, zeroResults: count });
export const TrafficPoint = z.object({ day: Day, views: count });
export const NamedCount = z.object({ key: z.string(), label: z.string(), count });
export const SearchTerm = z.object({ term: z.string(), searches: count, zeroResults: count });

export const AdminAnalytics = z.object({
  days: z.number().int(),
  bucket: z.enum(INSIGHT_BUCKETS),
  from: Day,
  to: Day,
  /** Each point's `day` is the first day of its bucket (Monday for weeks, the 1st for months). */
  signups: z.array(SignupPoint),
  trials: z.array(TrialPoint),
  /** Trials started in the period and how many of those have paid since. */
  trialTotals: z.object({ started: count, converted: count }),
  /** Events published in the period per main type and per province (city → province by the gazetteer). */
  eventsByType: z.array(NamedCount),
  eventsByProvince: z.array(NamedCount),
  searches: z.array(SearchPoint),
  topTerms: z.array(SearchTerm),
  zeroResultTerms: z.array(SearchTerm),
  traffic: z.array(TrafficPoint),
  /** Page views per screen key (core/domain/screens), most viewed first. */
  trafficByPage: z.array(NamedCount),
});
export type AdminAnalytics = z.infer<typeof AdminAnalytics>;

export const PageViewBody = z.object({ screen: z.string().min(1).max(64) });
export const PageViewResponse = z.object({ counted: z.boolean() });
