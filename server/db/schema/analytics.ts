import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * Per event and Amsterdam day: counted views and new saves. Kept by statement-level triggers on event_views
 * and event_favorites (migration 0011), so the dashboards sum a few rows per event and day instead of scanning
 * every view (an organisation with 1 000 events and a million views reads ≤ 90 000 rows for 90 days).
 */
export const eventDailyStats = pgTable(
  'event_daily_stats',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    saves: integer('saves').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'event_daily_stats_pk', columns: [t.eventId, t.day] })],
);
