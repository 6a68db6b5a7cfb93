import {
  type EventMapResponse,
  type EventSearch,
  type EventSearchResponse,
  MAP_MARKER_LIMIT,
} from '../../../../core/schemas/eventSearch';
import type { EventListItem } from '../../../../core/schemas/events';
import type { Db } from '../../../db/client';
import { pageWithTotal } from '../../../db/paging';
import { groupCategoryLinks, presentEventCard, presentEventListItem, presentEventMarker } from './presenter';
import {
  type EventCardRow,
  countPublicEvents,
  isNarrowSearch,
  selectCategoriesForEvents,
  selectEventMarkers,
  selectPublicEventPage,
  selectUpcomingRowsAtVenue,
  selectUpcomingRowsOfOrganization,
} from './queries';

/**
 * The public event search: published, upcoming, not trashed events matching every filter; premium organisers
 * first within the chosen order; one page with the total. Page and count (one query for narrow searches),
 * then the categories of the page: no N+1.
 */
export const searchPublicEvents = async (
  db: Db,
  search: EventSearch,
  now = new Date(),
): Promise<EventSearchResponse> => {
  const { rows, total } = await pageWithTotal({
    narrow: isNarrowSearch(search),
    page: search.page,
    rows: () => selectPublicEventPage(db, search, now),
    count: () => countPublicEvents(db, search, now),
  });
  const links = await selectCategoriesForEvents(
    db,
    rows.map((r) => r.id),
  );
  const byEvent = groupCategoryLinks(links);
  return {
    items: rows.map((row) => presentEventListItem(row, byEvent.get(row.id) ?? [])),
    total,
    page: search.page,
    pageSize: search.pageSize,
  };
};

/** Map view: up to MAP_MARKER_LIMIT markers of the same search (with coordinates), for clustering. */
export const listEventMarkers = async (
  db: Db,
  search: EventSearch,
  now = new Date(),
): Promise<EventMapResponse> => {
  const rows = await selectEventMarkers(db, search, now, MAP_MARKER_LIMIT);
  return {
    items: rows.slice(0, MAP_MARKER_LIMIT).map(presentEventMarker),
    truncated: rows.length > MAP_MARKER_LIMIT,
  };
};

/**
 * Event cards (unified listing card, contentType event) for lists outside the event browser: related events
 * on the event page and the saved events of /dashboard/opgeslagen. The rows come from selectCardRows; one
 * more query loads the categories of all of them, and the presenter is the search's own.
 */
export const presentCards = async (db: Db, rows: EventCardRow[]): Promise<EventListItem[]> => {
  const links = await selectCategoriesForEvents(
    db,
    rows.map((r) => r.id),
  );
  const byEvent = groupCategoryLinks(links);
  return rows.map((row) => presentEventCard(row, byEvent.get(row.id) ?? []));
};

/** Event cards of the published upcoming events at a venue, soonest first (the venue page, spec §2). */
export const listUpcomingEventsAtVenue = async (
  db: Db,
  venueId: string,
  limit: number,
  now = new Date(),
): Promise<EventListItem[]> => presentCards(db, await selectUpcomingRowsAtVenue(db, venueId, now, limit));

/** The next published events of an organisation as event cards, soonest first, with how many there are. */
export const listUpcomingEventsOfOrganization = async (
  db: Db,
  org: { id: string; ownerUserId: string },
  limit: number,
  now = new Date(),
): Promise<{ items: EventListItem[]; total: number }> => {
  const rows = await selectUpcomingRowsOfOrganization(db, org, now, limit);
  return { items: await presentCards(db, rows), total: rows[0]?.total ?? 0 };
};
