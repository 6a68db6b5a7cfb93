import type { SQL } from 'drizzle-orm';
import type { EventListItem } from '../../../core/schemas/events';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { groupCategoryLinks, presentEventCard } from '../events/presenter';
import { type EventCardRow, eventCardColumns, selectCategoriesForEvents } from '../events/queries';

/**
 * Event cards (unified listing card, contentType event) for lists outside the event browser: related events
 * on the event page and the saved events of /dashboard/opgeslagen. One query for the rows, one for the
 * categories of all of them; the columns and the presenter are the search's own.
 */

/** Card rows matching `where`, in `order`. */
export const selectCardRows = (db: Db, where: SQL | undefined, order: SQL[], limit: number, offset = 0) =>
  db
    .select(eventCardColumns)
    .from(events)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

export type CardRow = EventCardRow;

/** Rows → cards with their categories (one extra query for all rows). */
export const presentCards = async (db: Db, rows: CardRow[]): Promise<EventListItem[]> => {
  const links = await selectCategoriesForEvents(
    db,
    rows.map((r) => r.id),
  );
  const byEvent = groupCategoryLinks(links);
  return rows.map((row) => presentEventCard(row, byEvent.get(row.id) ?? []));
};
