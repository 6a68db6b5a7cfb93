import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { VIEW_COUNT_WINDOW_MINUTES } from '../../core/domain/forum';
import { type Db, executeRows } from './client';

/** What a view mark is about: a forum topic or a help article (spec §7 "view_count increments"). */
export type ViewTarget = 'forum_topic' | 'help_article';

/**
 * The visitor behind a view: the user id when signed in, else a hash of address and browser (never stored in
 * the clear). Good enough to count a person once an hour; not an identity.
 */
export const viewerKey = (input: {
  userId: string | null;
  ip: string;
  userAgent: string | undefined;
}): string =>
  input.userId
    ? `u:${input.userId}`
    : `v:${createHash('sha256')
        .update(`${input.ip}\n${input.userAgent ?? ''}`)
        .digest('base64url')
        .slice(0, 22)}`;

/**
 * Records a view and answers whether it counts: true when this visitor had no mark on the item, or one older
 * than the window (spec issue 13: once per visitor per hour). One statement, so two tabs at once count once.
 */
export const markView = async (
  db: Db,
  target: { type: ViewTarget; id: string; viewerKey: string },
): Promise<boolean> => {
  const rows = await executeRows<{ counted: boolean }>(
    db,
    sql`
    insert into view_marks (target_type, target_id, viewer_key, viewed_at)
    values (${target.type}, ${target.id}, ${target.viewerKey}, now())
    on conflict (target_type, target_id, viewer_key) do update set viewed_at = excluded.viewed_at
      where view_marks.viewed_at < now() - make_interval(mins => ${VIEW_COUNT_WINDOW_MINUTES})
    returning true as counted`,
  );
  return rows.length > 0;
};

/** Drops marks older than the window (they no longer hold back a count); run by a job. */
export const pruneViewMarks = async (db: Db): Promise<number> => {
  const rows = await executeRows<{ one: number }>(
    db,
    sql`
    delete from view_marks where viewed_at < now() - make_interval(mins => ${VIEW_COUNT_WINDOW_MINUTES})
    returning 1 as one`,
  );
  return rows.length;
};
