import type { ReviewSubjectType } from '../../../core/schemas/reviews';
import type { Db } from '../../db/client';
import { clipContent, notify } from '../notifications';
import type { SubjectRow } from './queries';
import { SUBJECTS } from './queriesSubjects';

/**
 * What a review tells whom (issue 15), inside the write's transaction: a new review goes to the owner of the
 * reviewed profile ('review_received', to the dashboard page where they answer it), the owner's reply to the
 * reviewer ('review_reply', to the public profile). The one who acted is never notified.
 */

/** Where an owner reads and answers the reviews of this kind of profile. */
const DASHBOARD: Record<ReviewSubjectType, string> = {
  organization: '/dashboard/reviews',
  venue: '/dashboard/venue/reviews',
  professional: '/dashboard/reviews',
};

export const notifyReviewReceived = (
  tx: Db,
  input: { type: ReviewSubjectType; subject: SubjectRow; reviewId: string; rating: number; actorId: string },
): Promise<number> =>
  notify(tx, {
    userIds: [input.subject.user_id],
    kind: 'review_received',
    title: `Nieuwe review voor ${input.subject.name}`,
    content: clipContent(`Iemand gaf ${input.subject.name} ${input.rating} van de 5 sterren.`),
    actionUrl: DASHBOARD[input.type],
    data: { review_id: input.reviewId, subject_type: input.type, subject_id: input.subject.id },
    exceptUserId: input.actorId,
  });

export const notifyReviewReply = (
  tx: Db,
  input: {
    type: ReviewSubjectType;
    subject: SubjectRow;
    reviewId: string;
    reviewerId: string;
    actorId: string;
  },
): Promise<number> =>
  notify(tx, {
    userIds: [input.reviewerId],
    kind: 'review_reply',
    title: `${input.subject.name} reageerde op je review`,
    content: clipContent(`Lees het antwoord van ${input.subject.name} op je review.`),
    actionUrl: SUBJECTS[input.type].url(input.subject.slug),
    data: { review_id: input.reviewId, subject_type: input.type, subject_id: input.subject.id },
    exceptUserId: input.actorId,
  });
