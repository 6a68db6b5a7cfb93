import { type SQL, sql } from 'drizzle-orm';
import type { ReviewSubjectType } from '../../../core/schemas/reviews';
import { type Db, executeRows } from '../../db/client';
import { auditLog } from '../../db/schema';
import { SUBJECTS, type SubjectDef, displayNameOf } from './queriesSubjects';

/**
 * All review SQL. Every list is served by an index: (subject, created_at) on each review table, reviewer_id
 * for eligibility and duplicates, review_id on the replies tables, event_favorites by user, profile_users by
 * user. Raw rows: timestamps are normalised by the presenter.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export type SubjectRow = {
  id: string;
  name: string;
  slug: string;
  user_id: string;
  rating: number | null;
  review_count: number;
};

/** A public profile by id or slug, or null. */
export const selectSubject = async (
  db: Writer,
  def: SubjectDef,
  idOrSlug: string,
): Promise<SubjectRow | null> => {
  const value = idOrSlug.trim();
  const match = UUID.test(value) ? sql`s.id = ${value.toLowerCase()}::uuid` : sql`s.slug = ${value}`;
  const [row] = await executeRows<SubjectRow>(
    db,
    sql`select s.id, ${def.name} as name, s.slug, s.user_id, s.rating, s.review_count
      from ${def.profiles} s where ${match} and ${def.isPublic} limit 1`,
  );
  return row ?? null;
};

export type ReviewRow = {
  id: string;
  subject_type: ReviewSubjectType;
  subject_id: string;
  rating: number;
  title: string | null;
  comment: string;
  created_at: string | Date;
  is_visible: boolean;
  reported_at: string | Date | null;
  reviewer_name: string;
  reviewer_avatar: string | null;
  event_id: string | null;
  event_title: string | null;
  event_slug: string | null;
  event_start: string | Date | null;
};

/** The review columns of one table, the same shape for all three (UNION ALL in the dashboard). */
const reviewColumns = (def: SubjectDef): SQL => sql`r.id, ${def.type}::text as subject_type,
  r.${def.subjectColumn} as subject_id, r.rating, ${def.hasTitle ? sql`r.title` : sql`null::text`} as title,
  r.comment, r.created_at, r.is_visible, r.reported_at,
  ${displayNameOf('u', 'p')} as reviewer_name, coalesce(p.avatar_url, u.image) as reviewer_avatar,
  ${def.hasEvent ? sql`e.id` : sql`null::uuid`} as event_id,
  ${def.hasEvent ? sql`e.title` : sql`null::text`} as event_title,
  ${def.hasEvent ? sql`e.slug` : sql`null::text`} as event_slug,
  ${def.hasEvent ? sql`e.start_date` : sql`null::timestamptz`} as event_start`;

const reviewJoins = (def: SubjectDef): SQL => sql`join users u on u.id = r.reviewer_id
  left join profiles p on p.id = u.id
  ${def.hasEvent ? sql`left join events e on e.id = r.event_id` : sql``}`;

/** Not answered yet: the reply column where it exists, otherwise no row in the replies table. */
const unanswered = (def: SubjectDef): SQL =>
  def.hasReplyColumn
    ? sql`r.reply is null`
    : sql`not exists (select 1 from ${def.replies} x where x.review_id = r.id)`;

/** One page of a profile's reviews, newest first; hidden ones only when asked (admins). */
export const selectReviewPage = (
  db: Db,
  def: SubjectDef,
  subjectId: string,
  opts: { includeHidden: boolean; limit: number; offset: number },
) =>
  executeRows<ReviewRow>(
    db,
    sql`select ${reviewColumns(def)} from ${def.reviews} r ${reviewJoins(def)}
      where r.${def.subjectColumn} = ${subjectId} ${opts.includeHidden ? sql`` : sql`and r.is_visible`}
      order by r.created_at desc, r.id limit ${opts.limit} offset ${opts.offset}`,
  );

export const countReviews = async (
  db: Db,
  def: SubjectDef,
  subjectId: string,
  includeHidden: boolean,
): Promise<number> => {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${def.reviews} r where r.${def.subjectColumn} = ${subjectId}
      ${includeHidden ? sql`` : sql`and r.is_visible`}`,
  );
  return row?.n ?? 0;
};

/** One review by id (any visibility). */
export const selectReview = async (db: Writer, def: SubjectDef, id: string): Promise<ReviewRow | null> => {
  const [row] = await executeRows<ReviewRow>(
    db,
    sql`select ${reviewColumns(def)} from ${def.reviews} r ${reviewJoins(def)} where r.id = ${id}`,
  );
  return row ?? null;
};

export type ReplyRow = {
  id: string;
  review_id: string;
  reply_text: string;
  created_at: string | Date;
  responder_name: string;
};

/** The replies to a set of reviews of one kind, oldest first. */
export const selectReplies = async (
  db: Writer,
  def: SubjectDef,
  reviewIds: readonly string[],
): Promise<ReplyRow[]> => {
  if (reviewIds.length === 0) return [];
  return executeRows<ReplyRow>(
    db,
    sql`select x.id, x.review_id, x.reply_text, x.created_at, ${displayNameOf('u', 'p')} as responder_name
      from ${def.replies} x join users u on u.id = x.responder_id left join profiles p on p.id = u.id
      where x.review_id in (${list(reviewIds)}) order by x.created_at, x.id`,
  );
};

export type NewReview = {
  subjectId: string;
  reviewerId: string;
  rating: number;
  title: string | null;
  comment: string;
  eventId: string | null;
};

/** Insert a review; the unique constraint answers a duplicate (mapped to a Dutch 409 by core/errors). */
export const insertReview = async (db: Writer, def: SubjectDef, review: NewReview): Promise<string> => {
  const [row] = await executeRows<{ id: string }>(
    db,
    def.hasEvent
      ? sql`insert into ${def.reviews} (${def.subjectColumn}, reviewer_id, rating, title, comment, event_id)
          values (${review.subjectId}, ${review.reviewerId}, ${review.rating}, ${review.title},
            ${review.comment}, ${review.eventId}) returning id`
      : sql`insert into ${def.reviews} (${def.subjectColumn}, reviewer_id, rating, comment)
          values (${review.subjectId}, ${review.reviewerId}, ${review.rating}, ${review.comment}) returning id`,
  );
  if (!row) throw new Error('review insert returned nothing');
  return row.id;
};

/** Add a reply; organisation and professional reviews also keep it as their latest `reply`. */
export const insertReply = async (
  tx: Tx,
  def: SubjectDef,
  reviewId: string,
  responderId: string,
  text: string,
): Promise<string> => {
  const [row] = await executeRows<{ id: string }>(
    tx,
    sql`insert into ${def.replies} (review_id, responder_id, reply_text)
      values (${reviewId}, ${responderId}, ${text}) returning id`,
  );
  if (def.hasReplyColumn)
    await tx.execute(
      sql`update ${def.reviews} set reply = ${text}, replied_at = now(), updated_at = now() where id = ${reviewId}`,
    );
  if (!row) throw new Error('reply insert returned nothing');
  return row.id;
};

/** Who wrote a review (the reply's notification goes to them). */
export const selectReviewerId = async (
  db: Writer,
  def: SubjectDef,
  reviewId: string,
): Promise<string | null> => {
  const [row] = await executeRows<{ reviewer_id: string }>(
    db,
    sql`select reviewer_id from ${def.reviews} where id = ${reviewId}`,
  );
  return row?.reviewer_id ?? null;
};

/** Mark reported once: the first report's moment stays. */
export const markReported = async (db: Db, def: SubjectDef, id: string): Promise<string | Date | null> => {
  const [row] = await executeRows<{ reported_at: string | Date }>(
    db,
    sql`update ${def.reviews} set reported_at = coalesce(reported_at, now()) where id = ${id}
      returning reported_at`,
  );
  return row?.reported_at ?? null;
};

/** Hide or show; the stats trigger recomputes the profile's rating and review count. */
export const setVisible = async (tx: Tx, def: SubjectDef, id: string, visible: boolean): Promise<boolean> => {
  const rows = await executeRows<{ id: string }>(
    tx,
    sql`update ${def.reviews} set is_visible = ${visible}, updated_at = now() where id = ${id} returning id`,
  );
  return rows.length > 0;
};

/** Owner of the profile, or an active member of its team (profile_users). */
export const isProfileMember = async (
  db: Writer,
  def: SubjectDef,
  subjectId: string,
  userId: string,
): Promise<boolean> => {
  const [row] = await executeRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from ${def.profiles} s where s.id = ${subjectId} and s.user_id = ${userId})
      or exists (select 1 from profile_users pu where pu.profile_id = ${subjectId}
        and pu.profile_type = ${def.type} and pu.user_id = ${userId} and pu.status = 'active') as ok`,
  );
  return row?.ok ?? false;
};

/** The ids of every profile of one kind the user owns or belongs to. */
export const selectMemberProfileIds = async (db: Db, def: SubjectDef, userId: string): Promise<string[]> => {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`select s.id from ${def.profiles} s where s.user_id = ${userId}
      union select pu.profile_id from profile_users pu where pu.user_id = ${userId}
        and pu.profile_type = ${def.type} and pu.status = 'active'`,
  );
  return rows.map((r) => r.id);
};

export type OwnedProfiles = { def: SubjectDef; ids: string[] };

const receivedOf = ({ def, ids }: OwnedProfiles, onlyUnanswered: boolean): SQL =>
  sql`select ${reviewColumns(def)}, s.slug as subject_slug, ${def.name} as subject_name
    from ${def.reviews} r ${reviewJoins(def)} join ${def.profiles} s on s.id = r.${def.subjectColumn}
    where r.${def.subjectColumn} in (${list(ids)}) and r.is_visible
    ${onlyUnanswered ? sql`and ${unanswered(def)}` : sql``}`;

export type ReceivedRow = ReviewRow & { subject_slug: string; subject_name: string };

/** Received reviews of the given profiles (visible ones), newest first, with their total. */
export const selectReceived = async (
  db: Db,
  owned: OwnedProfiles[],
  opts: { onlyUnanswered: boolean; limit: number; offset: number },
): Promise<{ rows: ReceivedRow[]; total: number }> => {
  const parts = owned.filter((o) => o.ids.length > 0);
  if (parts.length === 0) return { rows: [], total: 0 };
  const union = sql.join(
    parts.map((o) => sql`(${receivedOf(o, opts.onlyUnanswered)})`),
    sql` union all `,
  );
  const [rows, totals] = await Promise.all([
    executeRows<ReceivedRow>(
      db,
      sql`select * from (${union}) q order by q.created_at desc, q.id limit ${opts.limit} offset ${opts.offset}`,
    ),
    executeRows<{ n: number }>(db, sql`select count(*)::int as n from (${union}) q`),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
};

export const subjectDef = (type: ReviewSubjectType): SubjectDef => SUBJECTS[type];

/** Hide or show plus its audit_log entry, in one transaction. */
export const setVisibleAudited = (
  db: Db,
  def: SubjectDef,
  id: string,
  visible: boolean,
  audit: { actorId: string; ip: string },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    if (!(await setVisible(tx, def, id, visible))) return false;
    await tx.insert(auditLog).values({
      actorId: audit.actorId,
      action: visible ? 'review.shown' : 'review.hidden',
      targetType: `${def.type}_review`,
      targetId: id,
      data: { isVisible: visible, before: { isVisible: !visible }, after: { isVisible: visible } },
      ipAddress: audit.ip,
    });
    return true;
  });
