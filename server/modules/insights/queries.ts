import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';

/**
 * The figures of /admin in ONE statement (one round trip): each a count over an index or a small table.
 * - members: profiles (every account has one); new = joined in the last 7 days (profiles_join_date_idx);
 *   active = a session created or refreshed in the last 7 days (sessions_updated_idx; a used session is
 *   refreshed daily) or forum activity in the last 7 days (forum_user_stats_active_idx), each member once;
 * - events: published and not trashed, of which upcoming (events_public_*_idx); drafts (events_status_start_idx;
 *   no deleted_at test needed, trashing sets status 'trashed', so the count stays index-only);
 * - reports waiting: reported reviews still visible (hiding one handles it), open forum and conversation
 *   reports (their status indexes), unresolved event reports (event_reports_open_idx);
 * - failures in the last 24 hours: job runs with an error (job_runs_failed_idx), e-mails logged as failed
 *   (email_logs_created_idx).
 */
export const selectDashboardCounts = async (db: Db, now: Date) => {
  const at = now.toISOString();
  const week = sql`${at}::timestamptz - interval '7 days'`;
  const day = sql`${at}::timestamptz - interval '24 hours'`;
  const reported = (table: string) =>
    sql`(select count(*) from ${sql.raw(table)} where reported_at is not null and is_visible)`;
  const [row] = await executeRows<Record<string, number>>(
    db,
    sql`select
      (select count(*) from profiles)::int as members_total,
      (select count(*) from profiles where join_date >= ${week})::int as members_new,
      (select count(*) from (
         select user_id from sessions where updated_at >= ${week} and impersonated_by is null
         union
         select user_id from forum_user_stats where last_active_at >= ${week}) a)::int as members_active,
      (select count(*) from events where status = 'published' and deleted_at is null)::int as events_published,
      (select count(*) from events where status = 'published' and deleted_at is null
                                    and start_date >= ${at}::timestamptz)::int as events_upcoming,
      (select count(*) from events where status = 'draft')::int as events_drafts,
      (${reported('organization_reviews')} + ${reported('professional_reviews')}
        + ${reported('venue_reviews')})::int as reports_reviews,
      (select count(*) from forum_reports where status = 'open')::int as reports_forum,
      (select count(*) from conversation_reports where status = 'open')::int as reports_conversations,
      (select count(*) from event_reports where resolved_at is null)::int as reports_events,
      (select count(*) from job_runs where error is not null and started_at >= ${day})::int as failed_jobs,
      (select count(*) from email_logs where status = 'failed' and created_at >= ${day})::int as failed_mails`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    members: {
      total: n('members_total'),
      newThisWeek: n('members_new'),
      activeLast7Days: n('members_active'),
    },
    events: {
      published: n('events_published'),
      upcoming: n('events_upcoming'),
      drafts: n('events_drafts'),
    },
    reports: {
      reviews: n('reports_reviews'),
      forum: n('reports_forum'),
      conversations: n('reports_conversations'),
      events: n('reports_events'),
    },
    failures: { jobs: n('failed_jobs'), mails: n('failed_mails') },
  };
};
