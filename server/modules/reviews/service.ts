import { AppError, errorMessage } from '../../../core/errors';
import {
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  type ReviewEligibilityResponse,
  ReviewInput,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewSubjectQuery,
  type ReviewSubjectType,
  type ReviewValidateResponse,
  type ValidReview,
  reviewWarnings,
} from '../../../core/schemas/reviews';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { notifyReviewReceived, notifyReviewReply } from './notifications';
import { type Eligibility, reviewEligibility } from './queriesEligibility';
import { reviewsPolicy } from './policy';
import { iso, presentEvent, presentReview, presentSubject } from './presenter';
import {
  type SubjectRow,
  countReviews,
  insertReply,
  insertReview,
  isProfileMember,
  markReported,
  selectReplies,
  selectReview,
  selectReviewPage,
  selectReviewerId,
  selectSubject,
  subjectDef,
} from './queries';

const findSubject = async (db: Db, type: ReviewSubjectType, idOrSlug: string): Promise<SubjectRow> => {
  const row = await selectSubject(db, subjectDef(type), idOrSlug);
  if (!row) throw new AppError('review_subject_not_found');
  return row;
};

/** Professional reviews need a session (like the professional directory); the rest is public. */
const ensureMayRead = (type: ReviewSubjectType, actor: Actor | null): void => {
  if (type === 'professional') ensure(reviewsPolicy.readProfessionalReviews(actor), 'unauthenticated');
};

/** A profile's reviews, newest first, with replies; admins also see hidden and reported ones, marked. */
export const listReviews = async (
  db: Db,
  actor: Actor | null,
  query: ReviewListQuery,
): Promise<ReviewListResponse> => {
  ensureMayRead(query.subjectType, actor);
  const def = subjectDef(query.subjectType);
  const subject = await findSubject(db, query.subjectType, query.subject);
  const moderator = reviewsPolicy.moderate(actor);
  const offset = (query.page - 1) * REVIEWS_PAGE_SIZE;
  const [rows, total, member] = await Promise.all([
    selectReviewPage(db, def, subject.id, { includeHidden: moderator, limit: REVIEWS_PAGE_SIZE, offset }),
    countReviews(db, def, subject.id, moderator),
    actor ? isProfileMember(db, def, subject.id, actor.userId) : Promise.resolve(false),
  ]);
  const replies = await selectReplies(
    db,
    def,
    rows.map((r) => r.id),
  );
  return {
    subject: presentSubject(def, subject),
    items: rows.map((row) => presentReview(row, replies, moderator)),
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
    total,
    viewer: { canReply: actor ? reviewsPolicy.reply(actor, member) : false, canModerate: moderator },
  };
};

/** Spec §7 validate-review-submission: the normalised review plus non-blocking warnings (400 when invalid). */
export const validateReview = (
  body: unknown,
): { review: ValidReview; warnings: ReviewValidateResponse['warnings'] } => {
  const parsed = ReviewInput.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'review');
      fields[key] ??= issue.message;
    }
    throw new AppError('validation_failed', { fields });
  }
  return { review: parsed.data, warnings: reviewWarnings(parsed.data.comment) };
};

const eligibilityOf = async (db: Db, actor: Actor, type: ReviewSubjectType, subject: SubjectRow) =>
  reviewEligibility(db, actor.userId, { type, id: subject.id, userId: subject.user_id });

const presentEligibility = (e: Eligibility): ReviewEligibilityResponse => ({
  allowed: e.allowed,
  reason: e.allowed ? null : errorMessage(e.code),
  code: e.allowed ? null : e.code,
  events: e.events.map(presentEvent),
});

/** May the actor review this profile (and about which events)? Shown by the web before the form. */
export const checkEligibility = async (
  db: Db,
  actor: Actor,
  query: ReviewSubjectQuery,
): Promise<ReviewEligibilityResponse> => {
  ensure(reviewsPolicy.write(actor));
  ensureMayRead(query.subjectType, actor);
  const subject = await findSubject(db, query.subjectType, query.subject);
  return presentEligibility(await eligibilityOf(db, actor, query.subjectType, subject));
};

/** Validate, check eligibility, insert (a duplicate is the unique constraint's Dutch 409, never a 500). */
export const createReview = async (db: Db, actor: Actor, body: unknown) => {
  ensure(reviewsPolicy.write(actor));
  const { review } = validateReview(body);
  ensureMayRead(review.subjectType, actor);
  const def = subjectDef(review.subjectType);
  const subject = await findSubject(db, review.subjectType, review.subject);
  const eligibility = await eligibilityOf(db, actor, review.subjectType, subject);
  const eventId = def.hasEvent ? chooseEvent(eligibility, review.eventId) : null;
  if (!def.hasEvent && !eligibility.allowed) throw new AppError(eligibility.code);
  const id = await db.transaction(async (tx) => {
    const reviewId = await insertReview(tx, def, {
      subjectId: subject.id,
      reviewerId: actor.userId,
      rating: review.rating,
      title: def.hasTitle ? review.title : null,
      comment: review.comment,
      eventId,
    });
    await notifyReviewReceived(tx, {
      type: review.subjectType,
      subject,
      reviewId,
      rating: review.rating,
      actorId: actor.userId,
    });
    return reviewId;
  });
  const row = await selectReview(db, def, id);
  if (!row) throw new AppError('review_failed');
  return { review: presentReview(row, [], false), message: REVIEW_MESSAGES.created };
};

/**
 * Organisations: one review per event. A chosen event must be one of the actor's open past events; without a
 * choice the newest open one is taken.
 */
const chooseEvent = (eligibility: Eligibility, chosen: string | null): string => {
  if (chosen && eligibility.events.some((e) => e.id === chosen)) return chosen;
  if (chosen && eligibility.reviewedEventIds.includes(chosen)) throw new AppError('review_event_exists');
  if (!eligibility.allowed) throw new AppError(eligibility.code);
  if (chosen) throw new AppError('review_event_not_eligible');
  const newest = eligibility.events[0];
  if (!newest) throw new AppError('review_all_events_reviewed');
  return newest.id;
};

const findReview = async (db: Db, type: ReviewSubjectType, id: string) => {
  const row = await selectReview(db, subjectDef(type), id);
  if (!row) throw new AppError('review_not_found');
  return row;
};

/** A reply by the profile's owner or team (or an admin); organisation/professional reviews keep it as `reply`. */
export const replyToReview = async (
  db: Db,
  actor: Actor,
  type: ReviewSubjectType,
  id: string,
  text: string,
) => {
  const def = subjectDef(type);
  const review = await findReview(db, type, id);
  const member = await isProfileMember(db, def, review.subject_id, actor.userId);
  ensure(reviewsPolicy.reply(actor, member), 'review_reply_forbidden');
  const replyId = await db.transaction(async (tx) => {
    const made = await insertReply(tx, def, review.id, actor.userId, text);
    const [reviewerId, subject] = [
      await selectReviewerId(tx, def, review.id),
      await selectSubject(tx, def, review.subject_id),
    ];
    if (reviewerId && subject)
      await notifyReviewReply(tx, { type, subject, reviewId: review.id, reviewerId, actorId: actor.userId });
    return made;
  });
  const [reply] = (await selectReplies(db, def, [review.id])).filter((r) => r.id === replyId);
  if (!reply) throw new AppError('mutation_failed');
  return {
    reply: {
      id: reply.id,
      text: reply.reply_text,
      createdAt: iso(reply.created_at),
      responderName: reply.responder_name,
    },
    message: REVIEW_MESSAGES.replied,
  };
};

/** Any signed-in user reports a review; the first report's moment stays (repeating is harmless). */
export const reportReview = async (db: Db, actor: Actor, type: ReviewSubjectType, id: string) => {
  ensure(reviewsPolicy.report(actor));
  const reportedAt = await markReported(db, subjectDef(type), id);
  if (!reportedAt) throw new AppError('review_not_found');
  return { reportedAt: iso(reportedAt), message: REVIEW_MESSAGES.reported };
};
