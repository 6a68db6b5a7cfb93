import type {
  DashboardReviewItem,
  ReviewEvent,
  ReviewItem,
  ReviewSubjectSummary,
} from '../../../core/schemas/reviews';
import type { EligibleEvent } from './queriesEligibility';
import type { ReceivedRow, ReplyRow, ReviewRow, SubjectRow } from './queries';
import { type SubjectDef, initialsOf } from './queriesSubjects';

/** Raw rows carry timestamps as Date (PGlite) or string (postgres.js): one ISO shape for the API. */
export const iso = (value: string | Date): string => new Date(value).toISOString();

const oneDecimal = (value: number | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

export const presentEvent = (e: EligibleEvent): ReviewEvent => ({
  id: e.id,
  title: e.title,
  startDate: iso(e.start_date),
  url: `/evenement/${e.slug}`,
});

export const presentSubject = (def: SubjectDef, s: SubjectRow): ReviewSubjectSummary => ({
  type: def.type,
  id: s.id,
  name: s.name,
  slug: s.slug,
  url: def.url(s.slug),
  rating: s.review_count > 0 ? oneDecimal(s.rating) : null,
  reviewCount: s.review_count,
});

/** A review with its replies; hidden/reported marks only for moderators (admins). */
export const presentReview = (row: ReviewRow, replies: ReplyRow[], moderator: boolean): ReviewItem => ({
  id: row.id,
  subjectType: row.subject_type,
  rating: row.rating,
  title: row.title,
  comment: row.comment,
  createdAt: iso(row.created_at),
  reviewer: {
    name: row.reviewer_name,
    initials: initialsOf(row.reviewer_name),
    avatarUrl: row.reviewer_avatar,
  },
  replies: replies
    .filter((r) => r.review_id === row.id)
    .map((r) => ({
      id: r.id,
      text: r.reply_text,
      createdAt: iso(r.created_at),
      responderName: r.responder_name,
    })),
  event:
    row.event_id && row.event_title && row.event_slug && row.event_start
      ? presentEvent({
          id: row.event_id,
          title: row.event_title,
          slug: row.event_slug,
          start_date: row.event_start,
        })
      : null,
  isHidden: moderator && !row.is_visible,
  isReported: moderator && row.reported_at !== null,
});

export const presentReceived = (
  def: SubjectDef,
  row: ReceivedRow,
  replies: ReplyRow[],
): DashboardReviewItem => ({
  ...presentReview(row, replies, false),
  subject: {
    type: def.type,
    id: row.subject_id,
    name: row.subject_name,
    slug: row.subject_slug,
    url: def.url(row.subject_slug),
  },
});
