import { z } from 'zod';
import { defineChannel } from '../realtime/channel';
import { CacheGroup } from './cachedPerDb';

/**
 * 'Something public about events changed': sent by the triggers of migration 0021 (events, their categories,
 * tickets, dates, programme, and the organiser and venue names they show) inside the writing transaction, so
 * every instance hears it right after the commit, whoever wrote: a request, a job, the seed or psql. One
 * message per transaction (Postgres folds identical payloads), whatever the number of rows.
 */
export const eventsChangedChannel = defineChannel<Record<string, never>>({
  name: 'kring_events_changed',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  keyOf: () => 'all',
});

/**
 * Every cached read over events: the first page of /events, event details, the category tree with its
 * counts, the landing counters. The modules that own them add them here; the app drops the group on
 * eventsChangedChannel and after each write request (app.ts).
 */
export const eventReadCaches = new CacheGroup();
