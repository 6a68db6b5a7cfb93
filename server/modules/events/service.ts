import type { EventListQuery, EventListResponse } from '../../../core/schemas/events';
import type { Db } from '../../db/client';
import { presentEventListItem } from './presenter';
import {
  type EventCategoryLink,
  countPublicEvents,
  selectCategoriesForEvents,
  selectPublicEventPage,
} from './queries';

/**
 * The public event browser: published, upcoming, not trashed; premium organisers first within the chosen
 * order; one page with the total count. Three queries per page (page, count, categories of the page), no N+1.
 */
export const listPublicEvents = async (
  db: Db,
  query: EventListQuery,
  now = new Date(),
): Promise<EventListResponse> => {
  const filter = { now, mainType: query.mainType };
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    selectPublicEventPage(db, filter, { sort: query.sort, limit: query.pageSize, offset }),
    countPublicEvents(db, filter),
  ]);
  const links = await selectCategoriesForEvents(
    db,
    rows.map((r) => r.id),
  );
  const byEvent = new Map<string, EventCategoryLink[]>();
  for (const link of links) {
    const list = byEvent.get(link.eventId) ?? [];
    list.push(link);
    byEvent.set(link.eventId, list);
  }
  return {
    items: rows.map((row) => presentEventListItem(row, byEvent.get(row.id) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};
