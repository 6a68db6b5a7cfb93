import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { PeoplePlan } from './seed-people';

/** Days of view history the demo gets: the longest analytics range. */
const HISTORY_DAYS = 90;

/**
 * Event views of the last 90 days for the events of the demo organisers (organisatie@, organisatie-premium@,
 * multi@), so /dashboard/analytics and the venue analytics show a history in the demo (issue 12). Zero to
 * three views per event and day, fixed by a hash of event and day (the same every seed), never before the
 * event was published nor after now. The statement trigger of migration 0011 fills event_daily_stats;
 * events.view_count follows here as the view endpoint keeps it.
 */
export const insertEventViews = async (db: Db, plan: PeoplePlan, now: Date): Promise<void> => {
  const organisers = (['organisatie', 'organisatie-premium', 'multi'] as const).flatMap((key) => {
    const person = plan.demo.get(key);
    return person ? [person.id] : [];
  });
  if (organisers.length === 0) return;
  const at = now.toISOString();
  await db.execute(sql`
    with views as (
      insert into event_views (event_id, visitor_hash, created_at)
      select e.id, 'seed-' || md5(e.id::text || ':' || d || ':' || n),
        ${at}::timestamptz - d * interval '1 day' - n * interval '97 minutes'
      from events e
      cross join generate_series(0, ${HISTORY_DAYS - 1}) d
      cross join lateral generate_series(1, abs(hashtext(e.id::text || ':' || d)) % 4) n
      where e.organizer_id = any(${`{${organisers.join(',')}}`}::uuid[])
        and e.deleted_at is null and e.published_at is not null
        and ${at}::timestamptz - d * interval '1 day' - n * interval '97 minutes' > e.published_at
      returning event_id)
    update events e set view_count = e.view_count + v.n
      from (select event_id, count(*)::int as n from views group by event_id) v
      where e.id = v.event_id`);
};
