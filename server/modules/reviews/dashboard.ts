import { AppError } from '../../../core/errors';
import {
  type AdminReviewPatch,
  type DashboardReviewsQuery,
  type DashboardReviewsResponse,
  REVIEW_SUBJECT_TYPES,
  REVIEWS_PAGE_SIZE,
  type ReviewSubjectType,
} from '../../../core/schemas/reviews';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { reviewsPolicy } from './policy';
import { presentReceived } from './presenter';
import {
  type OwnedProfiles,
  selectMemberProfileIds,
  selectReceived,
  selectReplies,
  setVisibleAudited,
  subjectDef,
} from './queries';

/** Every profile of each kind the actor owns or belongs to (as owner or active team member). */
const ownedProfiles = async (db: Db, actor: Actor): Promise<OwnedProfiles[]> =>
  Promise.all(
    REVIEW_SUBJECT_TYPES.map(async (type) => {
      const def = subjectDef(type);
      return { def, ids: await selectMemberProfileIds(db, def, actor.userId) };
    }),
  );

/** /dashboard/reviews and /dashboard/venue/reviews: received reviews, all or only those without reply. */
export const listReceived = async (
  db: Db,
  actor: Actor,
  query: DashboardReviewsQuery,
): Promise<DashboardReviewsResponse> => {
  ensure(reviewsPolicy.readReceived(actor));
  const owned = await ownedProfiles(db, actor);
  const profiles = owned.filter((o) => o.ids.length > 0).map((o) => o.def.type);
  const chosen = owned.filter((o) => !query.profile || o.def.type === query.profile);
  const { rows, total } = await selectReceived(db, chosen, {
    onlyUnanswered: query.scope === 'unanswered',
    limit: REVIEWS_PAGE_SIZE,
    offset: (query.page - 1) * REVIEWS_PAGE_SIZE,
  });
  const replies = (
    await Promise.all(
      REVIEW_SUBJECT_TYPES.map((type) =>
        selectReplies(
          db,
          subjectDef(type),
          rows.filter((r) => r.subject_type === type).map((r) => r.id),
        ),
      ),
    )
  ).flat();
  return {
    items: rows.map((row) => presentReceived(subjectDef(row.subject_type), row, replies)),
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
    total,
    profiles,
  };
};

/** The menu badge: received reviews without a reply. */
export const countUnanswered = async (db: Db, actor: Actor): Promise<{ count: number }> => {
  ensure(reviewsPolicy.readReceived(actor));
  const owned = await ownedProfiles(db, actor);
  const { total } = await selectReceived(db, owned, { onlyUnanswered: true, limit: 0, offset: 0 });
  return { count: total };
};

/** Admins hide or show a review (audit_log); the trigger updates the profile's rating and count. */
export const moderateReview = async (
  db: Db,
  actor: Actor,
  target: { type: ReviewSubjectType; id: string },
  patch: AdminReviewPatch,
  ip: string,
) => {
  ensure(reviewsPolicy.moderate(actor), 'admin_only');
  const found = await setVisibleAudited(db, subjectDef(target.type), target.id, patch.isVisible, {
    actorId: actor.userId,
    ip,
  });
  if (!found) throw new AppError('review_not_found');
  return { id: target.id, isVisible: patch.isVisible };
};
