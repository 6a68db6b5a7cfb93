import { z } from 'zod';
import { PROFILE_TYPES } from '../domain/roles';

/**
 * Reviews of organisations, venues and professionals (spec §3 organization_reviews, venue/professional
 * reviews; §7 validate-review-submission; §8 review failure). One contract for the three review tables.
 */

export const REVIEW_SUBJECT_TYPES = PROFILE_TYPES;
export type ReviewSubjectType = (typeof REVIEW_SUBJECT_TYPES)[number];

export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_REPLY_MAX = 2000;
/** Below this many characters the review is accepted with a warning (spec §7 "optional warnings"). */
export const REVIEW_SHORT_WARNING = 40;
export const REVIEWS_PAGE_SIZE = 10;

const subjectType = z.enum(REVIEW_SUBJECT_TYPES, {
  error: 'Kies organisatie, locatie of professional.',
});
/** Id or slug of the reviewed profile. */
const subject = z.string().trim().min(1, 'Dit veld is verplicht.').max(200);
const page = z.coerce.number().int().min(1).max(1000).default(1);

export const ReviewSubjectQuery = z.object({ subjectType, subject });
export type ReviewSubjectQuery = z.infer<typeof ReviewSubjectQuery>;

export const ReviewListQuery = ReviewSubjectQuery.extend({ page });
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

/** The review a user submits; the server trims and validates it the same way the web does. */
export const ReviewInput = z.object({
  subjectType,
  subject,
  rating: z
    .number({ error: 'Kies een beoordeling van 1 tot en met 5 sterren.' })
    .int('Kies een beoordeling van 1 tot en met 5 sterren.')
    .min(1, 'Kies een beoordeling van 1 tot en met 5 sterren.')
    .max(5, 'Kies een beoordeling van 1 tot en met 5 sterren.'),
  title: z
    .string()
    .trim()
    .max(REVIEW_TITLE_MAX, `Gebruik maximaal ${REVIEW_TITLE_MAX} tekens voor de titel.`)
    .nullish()
    .transform((v) => (v ? v : null)),
  comment: z
    .string({ error: 'Schrijf je review.' })
    .trim()
    .min(1, 'Schrijf je review.')
    .min(REVIEW_COMMENT_MIN, `Schrijf minimaal ${REVIEW_COMMENT_MIN} tekens.`)
    .max(REVIEW_COMMENT_MAX, `Gebruik maximaal ${REVIEW_COMMENT_MAX} tekens.`),
  /** Organisations: the past event the review is about (one review per event). */
  eventId: z
    .string()
    .uuid('Kies een evenement.')
    .nullish()
    .transform((v) => v ?? null),
});
export type ReviewInput = z.input<typeof ReviewInput>;
export type ValidReview = z.output<typeof ReviewInput>;

export const ReviewWarning = z.object({ code: z.enum(['short', 'shouting']), message: z.string() });
export type ReviewWarning = z.infer<typeof ReviewWarning>;

export const ReviewValidateResponse = z.object({
  review: z.object({
    subjectType,
    subject: z.string(),
    rating: z.number().int(),
    title: z.string().nullable(),
    comment: z.string(),
    eventId: z.string().nullable(),
  }),
  warnings: z.array(ReviewWarning),
});
export type ReviewValidateResponse = z.infer<typeof ReviewValidateResponse>;

/** Warnings that do not block a review (pure: the web shows them while typing too). */
export const reviewWarnings = (comment: string): ReviewWarning[] => {
  const text = comment.trim();
  const warnings: ReviewWarning[] = [];
  if (text.length > 0 && text.length < REVIEW_SHORT_WARNING)
    warnings.push({
      code: 'short',
      message: 'Je review is erg kort. Vertel gerust wat meer, dat helpt anderen.',
    });
  const letters = text.replace(/[^A-Za-zÀ-ÿ]/g, '');
  if (letters.length >= 10 && letters === letters.toUpperCase())
    warnings.push({ code: 'shouting', message: 'Je review staat helemaal in hoofdletters.' });
  return warnings;
};

export const ReviewReplyItem = z.object({
  id: z.string().uuid(),
  text: z.string(),
  createdAt: z.string(),
  responderName: z.string(),
});

export const ReviewEvent = z.object({
  id: z.string().uuid(),
  title: z.string(),
  startDate: z.string(),
  url: z.string(),
});
export type ReviewEvent = z.infer<typeof ReviewEvent>;

export const ReviewItem = z.object({
  id: z.string().uuid(),
  subjectType,
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string(),
  createdAt: z.string(),
  reviewer: z.object({ name: z.string(), initials: z.string(), avatarUrl: z.string().nullable() }),
  replies: z.array(ReviewReplyItem),
  event: ReviewEvent.nullable(),
  /** Admins only see hidden and reported reviews; for everybody else these are false. */
  isHidden: z.boolean(),
  isReported: z.boolean(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

export const ReviewSubjectSummary = z.object({
  type: subjectType,
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type ReviewSubjectSummary = z.infer<typeof ReviewSubjectSummary>;

export const ReviewListResponse = z.object({
  subject: ReviewSubjectSummary,
  items: z.array(ReviewItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** What the viewer may do here (reply as owner/team, hide as admin). */
  viewer: z.object({ canReply: z.boolean(), canModerate: z.boolean() }),
});
export type ReviewListResponse = z.infer<typeof ReviewListResponse>;

export const ReviewEligibilityResponse = z.object({
  allowed: z.boolean(),
  /** Dutch reason when not allowed. */
  reason: z.string().nullable(),
  code: z.string().nullable(),
  /** Organisations: the past saved events still open for a review, newest first. */
  events: z.array(ReviewEvent),
});
export type ReviewEligibilityResponse = z.infer<typeof ReviewEligibilityResponse>;

export const ReviewCreatedResponse = z.object({ review: ReviewItem, message: z.string() });

export const ReviewTargetParams = z.object({
  type: subjectType,
  id: z.string().uuid('Ongeldige id.'),
});

export const ReviewReplyInput = z.object({
  text: z
    .string({ error: 'Schrijf je reactie.' })
    .trim()
    .min(1, 'Schrijf je reactie.')
    .max(REVIEW_REPLY_MAX, `Gebruik maximaal ${REVIEW_REPLY_MAX} tekens.`),
});

export const ReviewReplyResponse = z.object({ reply: ReviewReplyItem, message: z.string() });
export const ReviewReportResponse = z.object({ reportedAt: z.string(), message: z.string() });

export const AdminReviewPatch = z.object({ isVisible: z.boolean({ error: 'Kies zichtbaar of verborgen.' }) });
export type AdminReviewPatch = z.infer<typeof AdminReviewPatch>;
export const AdminReviewPatchResponse = z.object({ id: z.string().uuid(), isVisible: z.boolean() });

export const DashboardReviewsQuery = z.object({
  scope: z.enum(['all', 'unanswered']).default('all'),
  profile: subjectType.optional(),
  page,
});
export type DashboardReviewsQuery = z.infer<typeof DashboardReviewsQuery>;

export const DashboardReviewItem = ReviewItem.extend({
  subject: ReviewSubjectSummary.omit({ rating: true, reviewCount: true }),
});
export type DashboardReviewItem = z.infer<typeof DashboardReviewItem>;

export const DashboardReviewsResponse = z.object({
  items: z.array(DashboardReviewItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The profile kinds the actor owns or belongs to (the filter's options). */
  profiles: z.array(subjectType),
});
export type DashboardReviewsResponse = z.infer<typeof DashboardReviewsResponse>;

export const UnansweredCountResponse = z.object({ count: z.number().int() });

export const REVIEW_MESSAGES = {
  created: 'Bedankt! Je review is geplaatst.',
  replied: 'Je reactie is geplaatst.',
  reported: 'Bedankt voor je melding. We bekijken deze review.',
  failed: 'Er ging iets mis bij het toevoegen van je review.',
} as const;
