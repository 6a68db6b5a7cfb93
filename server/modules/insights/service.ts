import { dayWindow } from '../../../core/domain/analyticsWindow';
import { foldIntoBuckets } from '../../../core/domain/insightBuckets';
import { SCREENS } from '../../../core/domain/screens';
import { AppError, ERRORS } from '../../../core/errors';
import {
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  type AdminDashboard,
  SIGNUP_GROUPS,
} from '../../../core/schemas/insights';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { revenueAtAGlance } from '../payments';
import { flushFacts, recordPageView } from './facts';
import { insightsPolicy } from './policy';
import { presentProvinceCounts, presentScreenCount, presentTypeCounts, signupDays } from './presenter';
import { selectDashboardCounts } from './queries';
import {
  selectPublishedEventGroups,
  selectSearchesByDay,
  selectTopTerms,
  selectTrafficByDay,
  selectTrafficByScreen,
  selectTrialsByDay,
  selectSignupsByDay,
} from './queriesAnalytics';

const TOP_TERMS = 10;
const TOP_SCREENS = 15;

/** Screens whose views are counted: every screen of spec §2 outside the admin section. */
const COUNTED_SCREENS = new Set(SCREENS.filter((s) => s.section !== 'admin').map((s) => s.key));

/** /admin: the community at a glance (one statement for the counts, payments' own figures for revenue). */
export const adminDashboard = async (db: Db, actor: Actor, now: Date): Promise<AdminDashboard> => {
  ensure(insightsPolicy.view(actor), 'admin_only');
  const [counts, revenue] = await Promise.all([selectDashboardCounts(db, now), revenueAtAGlance(db, now)]);
  return { ...counts, revenue, generatedAt: now.toISOString() };
};

/**
 * /admin/analytics over `days` Amsterdam days ending today, in day, week or month buckets. This instance's
 * waiting search and page-view counts are written first, so the admin sees them at once.
 */
export const adminAnalytics = async (
  db: Db,
  actor: Actor,
  query: AdminAnalyticsQuery,
  now: Date,
): Promise<AdminAnalytics> => {
  ensure(insightsPolicy.view(actor), 'admin_only');
  await flushFacts(db);
  const { from, to } = dayWindow(now, query.days);
  const w = { from, to };
  const [signups, trials, eventGroups, searches, terms, traffic, byScreen] = await Promise.all([
    selectSignupsByDay(db, w),
    selectTrialsByDay(db, w),
    selectPublishedEventGroups(db, w),
    selectSearchesByDay(db, w),
    selectTopTerms(db, w, TOP_TERMS),
    selectTrafficByDay(db, w),
    selectTrafficByScreen(db, w, TOP_SCREENS),
  ]);
  const term = ({ term, searches, zeroResults }: (typeof terms)[number]) => ({ term, searches, zeroResults });
  const fold = <K extends string>(rows: ({ day: string } & Record<K, number>)[], keys: readonly K[]) =>
    foldIntoBuckets(rows, keys, w, query.bucket);
  return {
    days: query.days,
    bucket: query.bucket,
    from,
    to,
    signups: fold(signupDays(signups), SIGNUP_GROUPS),
    trials: fold(trials, ['started', 'converted'] as const),
    trialTotals: {
      started: trials.reduce((sum, r) => sum + r.started, 0),
      converted: trials.reduce((sum, r) => sum + r.converted, 0),
    },
    eventsByType: presentTypeCounts(eventGroups),
    eventsByProvince: presentProvinceCounts(eventGroups),
    searches: fold(searches, ['searches', 'zeroResults'] as const),
    topTerms: terms.filter((t) => t.list === 'top').map(term),
    zeroResultTerms: terms.filter((t) => t.list === 'zero').map(term),
    traffic: fold(traffic, ['views'] as const),
    trafficByPage: byScreen.map(presentScreenCount),
  };
};

/** POST /api/page-views: count one view of a public screen (400 for an admin or unknown screen). */
export const countPageView = (db: Db, screen: string): { counted: boolean } => {
  if (!COUNTED_SCREENS.has(screen)) {
    throw new AppError('page_view_screen_unknown', {
      fields: { screen: ERRORS.page_view_screen_unknown.message },
    });
  }
  recordPageView(db, screen);
  return { counted: true };
};
