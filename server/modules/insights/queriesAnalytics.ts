import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';

/**
 * The SQL of /admin/analytics. Every query reads one window of Amsterdam days [from, to] and returns per-day
 * rows (the service folds them into weeks or months) or small grouped lists. Only indexed ranges or the
 * stored facts: profiles_join_date_id_idx, user_subscriptions_created_idx, events_published_at_idx (migration
 * 0020_insights), and the primary keys of search_daily and page_views_daily, which start with the day.
 */

export type Window = { from: string; to: string };

/** Start of `from` and end of `to` as instants in Amsterdam. */
const bounds = (w: Window): { start: SQL; end: SQL } => ({
  start: sql`(${w.from}::date::timestamp at time zone 'Europe/Amsterdam')`,
  end: sql`((${w.to}::date + 1)::timestamp at time zone 'Europe/Amsterdam')`,
});

const amsterdamDay = (column: SQL) =>
  sql`to_char((${column} at time zone 'Europe/Amsterdam')::date, 'YYYY-MM-DD')`;

/** The role groups in order: a member with roles of several groups counts in the first. */
const GROUP_ROLES = [
  ['organization', ['organization', 'organization_premium']],
  ['venue', ['venue', 'venue_premium']],
  ['professional', ['professional', 'professional_premium']],
] as const;

const roleList = (roles: readonly string[]) =>
  sql.join(
    roles.map((role) => sql`${role}::app_role`),
    sql`, `,
  );

/**
 * Sign-ups per day and role group; each member once, in the first group they hold (else participant). The
 * members of the window come from profiles_join_date_id_idx alone (index-only); the holders of a profile role
 * are one pass over user_roles, joined by hash.
 */
export const selectSignupsByDay = (db: Db, w: Window) => {
  const { start, end } = bounds(w);
  const rank = sql.join(
    GROUP_ROLES.map(([, roles], i) => sql`when r.role in (${roleList(roles)}) then ${i + 1}`),
    sql` `,
  );
  const names = sql.join(
    GROUP_ROLES.map(([group], i) => sql`when ${i + 1} then ${group}`),
    sql` `,
  );
  return executeRows<{ day: string; grp: string; n: number }>(
    db,
    sql`with held as (
        select r.user_id, min(case ${rank} end) as rank from user_roles r
        where r.role in (${roleList(GROUP_ROLES.flatMap(([, roles]) => roles))})
        group by r.user_id)
      select ${amsterdamDay(sql`p.join_date`)} as day,
        case held.rank ${names} else 'participant' end as grp,
        count(*)::int as n
      from profiles p left join held on held.user_id = p.id
      where p.join_date >= ${start} and p.join_date < ${end}
      group by 1, 2`,
  );
};

/**
 * Trials started per day (subscriptions with a trial, by creation) and how many of them became paying: a paid
 * subscription invoice of the member after the trial started (the conversion rule of /admin/abonnementen).
 */
export const selectTrialsByDay = (db: Db, w: Window) => {
  const { start, end } = bounds(w);
  return executeRows<{ day: string; started: number; converted: number }>(
    db,
    sql`select ${amsterdamDay(sql`s.created_at`)} as day, count(*)::int as started,
        (count(*) filter (where exists (select 1 from invoices i
           where i.user_id = s.user_id and i.subscription_id is not null and i.status = 'paid'
             and i.paid_at >= s.created_at)))::int as converted
      from user_subscriptions s
      where s.created_at >= ${start} and s.created_at < ${end} and s.trial_ends_at is not null
      group by 1`,
  );
};

const publishedIn = (w: Window) => {
  const { start, end } = bounds(w);
  return sql`e.published_at >= ${start} and e.published_at < ${end} and e.deleted_at is null
    and e.status <> 'draft'`;
};

/**
 * Events published in the window grouped by main type and city (online events apart): a few hundred groups
 * from one index-only pass (events_published_at_idx); the presenter adds them up per type and per province.
 */
export const selectPublishedEventGroups = (db: Db, w: Window) =>
  executeRows<{ key: string | null; label: string | null; city: string | null; online: boolean; n: number }>(
    db,
    sql`select c.slug as key, c.name as label, case when e.is_online then null else e.city end as city,
        e.is_online as online, count(*)::int as n
      from events e left join event_categories c on c.id = e.main_type_id
      where ${publishedIn(w)}
      group by c.slug, c.name, 3, e.is_online`,
  );

const dayRange = (w: Window) => sql`day between ${w.from}::date and ${w.to}::date`;

export const selectSearchesByDay = (db: Db, w: Window) =>
  executeRows<{ day: string; searches: number; zeroResults: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(searches)::int as searches,
        sum(zero_results)::int as "zeroResults"
      from search_daily where ${dayRange(w)} group by day`,
  );

/**
 * The most searched terms of the window and the terms that most often found nothing, from one pass over the
 * window's rows (the CTE is read twice, computed once).
 */
export const selectTopTerms = (db: Db, w: Window, limit: number) =>
  executeRows<{ list: 'top' | 'zero'; term: string; searches: number; zeroResults: number }>(
    db,
    sql`with t as (
        select term, sum(searches)::int as searches, sum(zero_results)::int as zero
        from search_daily where ${dayRange(w)} group by term)
      (select 'top' as list, term, searches, zero as "zeroResults" from t
        order by searches desc, term limit ${limit})
      union all
      (select 'zero' as list, term, searches, zero as "zeroResults" from t where zero > 0
        order by zero desc, term limit ${limit})`,
  );

export const selectTrafficByDay = (db: Db, w: Window) =>
  executeRows<{ day: string; views: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(views)::int as views
      from page_views_daily where ${dayRange(w)} group by day`,
  );

export const selectTrafficByScreen = (db: Db, w: Window, limit: number) =>
  executeRows<{ screen: string; views: number }>(
    db,
    sql`select screen, sum(views)::int as views
      from page_views_daily where ${dayRange(w)}
      group by screen order by views desc, screen limit ${limit}`,
  );
