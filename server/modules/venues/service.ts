import { AppError } from '../../../core/errors';
import { findByIdOrSlug } from '../../../core/domain/slugs';
import {
  VENUE_PAGE_EVENTS_LIMIT,
  type VenueDetail,
  type VenueSearch,
  type VenueSearchResponse,
} from '../../../core/schemas/directory';
import { cachedPerDb } from '../../db/cachedPerDb';
import type { Db } from '../../db/client';
import { pageWithTotal } from '../../db/paging';
import { listUpcomingEventsAtVenue } from '../events';
import { presentVenueCard, presentVenueDetail } from './presenter';
import {
  type VenueRecord,
  countVenues,
  isNarrowVenueSearch,
  selectVenue,
  selectVenuePage,
  selectVenueTypes,
} from './queries';

/** Venue types change when a profile is edited, not per search: the filter options are read once a minute. */
const VENUE_TYPES_TTL_MS = 60_000;
const venueTypeOptions = cachedPerDb(VENUE_TYPES_TTL_MS, (db) => selectVenueTypes(db));

/**
 * The public venue directory (spec §2 /venues and /locations): every filter, premium then verified venues
 * first, one page with its total; the venue types for the filter come with page 1. Venue profiles are public
 * as a whole (no draft state yet), so there is nothing to authorise.
 */
export const searchVenues = async (db: Db, search: VenueSearch): Promise<VenueSearchResponse> => {
  const [{ rows, total }, venueTypes] = await Promise.all([
    pageWithTotal({
      narrow: isNarrowVenueSearch(search),
      page: search.page,
      rows: () => selectVenuePage(db, search),
      count: () => countVenues(db, search),
    }),
    search.page === 1 ? venueTypeOptions(db) : Promise.resolve([]),
  ]);
  return {
    items: rows.map(presentVenueCard),
    total,
    page: search.page,
    pageSize: search.pageSize,
    venueTypes,
  };
};

/** A venue by id, slug or 8-hex id suffix (spec §3 slug rules); throws venue_not_found. */
export const findVenue = async (db: Db, idOrSlug: string): Promise<VenueRecord> => {
  const record = await findByIdOrSlug(idOrSlug, (by) => selectVenue(db, by));
  if (!record) throw new AppError('venue_not_found');
  return record;
};

/**
 * Everything the venue page shows, in one answer: the venue and its upcoming events. Its reviews come from
 * the reviews module (GET /api/reviews), as on the other profile pages.
 */
export const loadVenueDetail = async (db: Db, idOrSlug: string, now = new Date()): Promise<VenueDetail> => {
  const record = await findVenue(db, idOrSlug);
  const upcomingEvents = await listUpcomingEventsAtVenue(db, record.venue.id, VENUE_PAGE_EVENTS_LIMIT, now);
  return presentVenueDetail({ record, upcomingEvents });
};
