import { dayWindow } from '../../../core/domain/analyticsWindow';
import { blockedDateSet, occupancyBetween, occupancyPerDay } from '../../../core/domain/occupancy';
import { type WeeklyRange, addDays } from '../../../core/domain/weeklyHours';
import type { Weekday } from '../../../core/domain/bookings';
import type {
  AnalyticsRange,
  DashboardOverview,
  OrganizationAnalytics,
  OverviewSection,
  VenueAnalytics,
} from '../../../core/schemas/analytics';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { AccountsContext, Actor } from '../accounts';
import { eventIdsOfUser, listDashboardEvents } from '../events';
import { analyticsPolicy } from './policy';
import { TOP_EVENTS, presentOrganizationAnalytics, presentVenueAnalytics } from './presenter';
import {
  type Profile,
  countVenueRequestsWaiting,
  selectBookingRequestsPerDay,
  selectEventIdsAtVenue,
  selectEventStats,
  selectFollowersPerDay,
  selectOccupancyFacts,
  selectOrganizationNews,
  selectOrganizationOfUser,
  selectParticipantFigures,
  selectProfessionalFigures,
  selectRatingsPerDay,
  selectVenueOfUser,
  selectVenueSavesPerDay,
} from './queries';

const DAY_MS = 86_400_000;
/** "New" on the overview: the last 30 days; occupancy looks 30 days ahead. */
const OVERVIEW_DAYS = 30;

const nameOf = (profile: Profile | null) => (profile ? { id: profile.id, name: profile.name } : null);

/**
 * GET /api/dashboard/analytics: views and saves of the actor's events (as the events dashboard lists them:
 * organised, of their organisation, own or as a team member), followers of the organisation's owner and the
 * organisation's review average, per Amsterdam day over the last `days` days, against the days before.
 */
export const organizationAnalytics = async (
  ctx: AccountsContext,
  actor: Actor,
  days: AnalyticsRange,
  now: Date,
): Promise<OrganizationAnalytics> => {
  // The event ids are read beside the organisation (one round trip less) and used only once allowed.
  const [organization, eventIds] = await Promise.all([
    selectOrganizationOfUser(ctx.db, actor.userId),
    eventIdsOfUser(ctx.db, actor.userId),
  ]);
  ensure(analyticsPolicy.viewOrganizationAnalytics(actor, { reachesOrganization: organization !== null }));
  const window = dayWindow(now, days);
  const [eventRows, followers, ratings] = await Promise.all([
    selectEventStats(ctx.db, eventIds, window, TOP_EVENTS),
    selectFollowersPerDay(ctx.db, organization?.ownerId ?? actor.userId, window.previousFrom),
    organization ? selectRatingsPerDay(ctx.db, 'organization', organization.id, window.previousFrom) : [],
  ]);
  return presentOrganizationAnalytics({
    window,
    organization: nameOf(organization),
    eventRows,
    followers,
    ratings,
  });
};

/** Opening hours, blocked dates and accepted bookings of a venue between two dates, as occupancy wants them. */
const occupancyFacts = async (db: Db, venueId: string, from: string, to: string) => {
  const facts = await selectOccupancyFacts(db, venueId, from, addDays(to, 1));
  const weekly: WeeklyRange[] = facts.hours.map((h) => ({
    weekday: h.weekday as Weekday,
    start: h.opensAt.slice(0, 5),
    end: h.closesAt.slice(0, 5),
  }));
  return {
    weekly,
    closedDates: blockedDateSet(facts.blocked),
    booked: facts.booked.map((b) => ({ start: new Date(b.startsAt), end: new Date(b.endsAt) })),
  };
};

/**
 * GET /api/dashboard/venue/analytics: booking requests (and how many were accepted), occupancy, saves, review
 * average and views of the events held there, for the venue the actor owns or works for.
 */
export const venueAnalytics = async (
  ctx: AccountsContext,
  actor: Actor,
  days: AnalyticsRange,
  now: Date,
): Promise<VenueAnalytics> => {
  const venue = await selectVenueOfUser(ctx.db, actor.userId);
  ensure(analyticsPolicy.viewVenueAnalytics(actor, { reachesVenue: venue !== null }));
  const window = dayWindow(now, days);
  if (!venue)
    return presentVenueAnalytics({
      window,
      venue: null,
      eventRows: [],
      bookings: [],
      saves: [],
      ratings: [],
      occupancy: new Map(),
    });
  const eventIds = await selectEventIdsAtVenue(ctx.db, venue.id);
  const [eventRows, bookings, saves, ratings, facts] = await Promise.all([
    selectEventStats(ctx.db, eventIds, window, TOP_EVENTS),
    selectBookingRequestsPerDay(ctx.db, venue.id, window.previousFrom),
    selectVenueSavesPerDay(ctx.db, venue.id, window.previousFrom),
    selectRatingsPerDay(ctx.db, 'venue', venue.id, window.previousFrom),
    occupancyFacts(ctx.db, venue.id, window.previousFrom, window.to),
  ]);
  return presentVenueAnalytics({
    window,
    venue: nameOf(venue),
    eventRows,
    bookings,
    saves,
    ratings,
    occupancy: occupancyPerDay(window.previousFrom, window.to, facts),
  });
};

const organizationSection = async (ctx: AccountsContext, actor: Actor, now: Date) => {
  const since = new Date(now.getTime() - OVERVIEW_DAYS * DAY_MS);
  const [list, organization] = await Promise.all([
    listDashboardEvents(ctx, actor, { tab: 'upcoming', page: 1, pageSize: 3 }, now),
    selectOrganizationOfUser(ctx.db, actor.userId),
  ]);
  const news = organization
    ? await selectOrganizationNews(ctx.db, organization, since)
    : { reviews: 0, followers: 0 };
  return {
    kind: 'organization',
    upcoming: list.counts.upcoming,
    nextEvents: list.items.map((e) => ({ id: e.id, slug: e.slug, title: e.title, startDate: e.startDate })),
    drafts: list.counts.draft,
    publishedThisMonth: list.plan.publishedThisMonth,
    limit: list.plan.limit,
    newReviews: news.reviews,
    newFollowers: news.followers,
  } satisfies OverviewSection;
};

const venueSection = async (ctx: AccountsContext, actor: Actor, now: Date) => {
  const venue = await selectVenueOfUser(ctx.db, actor.userId);
  if (!venue)
    return {
      kind: 'venue',
      venue: null,
      requestsWaiting: 0,
      occupancyNext30: null,
    } satisfies OverviewSection;
  const today = dayWindow(now, 1).to;
  const last = addDays(today, OVERVIEW_DAYS - 1);
  const [requestsWaiting, facts] = await Promise.all([
    countVenueRequestsWaiting(ctx.db, venue.id),
    occupancyFacts(ctx.db, venue.id, today, last),
  ]);
  return {
    kind: 'venue',
    venue: nameOf(venue),
    requestsWaiting,
    occupancyNext30: occupancyBetween(today, last, facts).percent,
  } satisfies OverviewSection;
};

/**
 * GET /api/dashboard/overview: the signed-in user's home, one section per role they hold (organisation,
 * venue, professional, participant), each a handful of figures that link to their screens.
 */
export const dashboardOverview = async (
  ctx: AccountsContext,
  actor: Actor,
  now: Date,
): Promise<DashboardOverview> => {
  ensure(analyticsPolicy.viewOverview(actor));
  const show = analyticsPolicy.overviewSections(actor);
  const since = new Date(now.getTime() - OVERVIEW_DAYS * DAY_MS);
  const sections = await Promise.all([
    show.organization ? organizationSection(ctx, actor, now) : null,
    show.venue ? venueSection(ctx, actor, now) : null,
    show.professional
      ? selectProfessionalFigures(ctx.db, actor.userId).then((f): OverviewSection => ({
          kind: 'professional',
          services: f.services,
          requestsWaiting: f.requests,
        }))
      : null,
    show.participant
      ? selectParticipantFigures(ctx.db, actor.userId, now, since).then((f): OverviewSection => ({
          kind: 'participant',
          savedUpcoming: f.saved,
          followedNewEvents: f.followed,
        }))
      : null,
  ]);
  return { sections: sections.filter((s): s is OverviewSection => s !== null) };
};
