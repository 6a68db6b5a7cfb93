import { AppError } from '../../../core/errors';
import { findProfileBy } from '../../../core/domain/slugs';
import {
  VENUE_PAGE_EVENTS_LIMIT,
  VENUE_PAGE_REVIEWS_LIMIT,
  type VenueDetail,
  type VenueSearch,
  type VenueSearchResponse,
} from '../../../core/schemas/directory';
import type { Db } from '../../db/client';
import { listUpcomingEventsAtVenue } from '../events';
import { presentReviews, presentVenueCard, presentVenueDetail } from './presenter';
import {
  type VenueRecord,
  countVenues,
  selectReviewReplies,
  selectVenue,
  selectVenuePage,
  selectVenueReviews,
  selectVenueTypes,
} from './queries';

/**
 * The public venue directory (spec §2 /venues and /locations): every filter, premium then verified venues
 * first, one page with its total; the venue types for the filter come with page 1. Venue profiles are public
 * as a whole (no draft state yet), so there is nothing to authorise.
 */
export const searchVenues = async (db: Db, search: VenueSearch): Promise<VenueSearchResponse> => {
  const [rows, total, venueTypes] = await Promise.all([
    selectVenuePage(db, search),
    countVenues(db, search),
    search.page === 1 ? selectVenueTypes(db) : Promise.resolve([]),
  ]);
  return {
    items: rows.map(presentVenueCard),
    total,
    page: search.page,
    pageSize: search.pageSize,
    venueTypes,
  };
};

/**
 * A venue by what its link carries (spec §3 slug rules, core/domain/slugs.ts): the id, the slug, or a slug
 * ending in the id or its 8-hex prefix (a renamed venue's old link keeps working). Throws venue_not_found.
 */
export const findVenue = async (db: Db, idOrSlug: string): Promise<VenueRecord> => {
  const record = await findProfileBy(idOrSlug, (by) => selectVenue(db, by));
  if (!record) throw new AppError('venue_not_found');
  return record;
};

/** Everything the venue page shows, in one answer: the venue, its upcoming events and its reviews. */
export const loadVenueDetail = async (db: Db, idOrSlug: string, now = new Date()): Promise<VenueDetail> => {
  const record = await findVenue(db, idOrSlug);
  const [upcomingEvents, reviews] = await Promise.all([
    listUpcomingEventsAtVenue(db, record.venue.id, VENUE_PAGE_EVENTS_LIMIT, now),
    selectVenueReviews(db, record.venue.id, VENUE_PAGE_REVIEWS_LIMIT),
  ]);
  const replies = await selectReviewReplies(
    db,
    reviews.map((r) => r.id),
  );
  return presentVenueDetail({ record, upcomingEvents, reviews: presentReviews(reviews, replies) });
};
