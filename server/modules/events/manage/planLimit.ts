import { LIMITS } from '../../../../core/domain/limits';
import { AppError } from '../../../../core/errors';
import type { Db } from '../../../db/client';
import type { Actor } from '../../accounts';
import { amsterdamMonth } from './amsterdam';
import { eventsPolicy } from '../policy';
import {
  countPublishedBetween,
  holdsPremiumOrganizationRole,
  isPremiumOrganization,
  lockPlanOwner,
  selectOrganizationForActor,
} from './queries';

/** Whose monthly allowance a publication uses: the event's organisation, else its organiser. */
export type PlanOwner = { organizationProfileId: string } | { organizerId: string };

/**
 * Spec §6: a standard organisation publishes at most 10 events per calendar month (Europe/Amsterdam);
 * premium (the owner holds organization_premium, or the profile is premium) and admins without limit.
 * What counts: events of the organisation first published in this month (events.published_at, set once on
 * the first publication and never cleared), whatever their status now, so cancelling, trashing or
 * re-publishing does not give a publication back; deleting an event forever does.
 */
const isPremiumOwner = async (db: Db, owner: PlanOwner): Promise<boolean> => {
  if ('organizerId' in owner) return holdsPremiumOrganizationRole(db, owner.organizerId);
  return isPremiumOrganization(db, owner.organizationProfileId);
};

const lockKey = (owner: PlanOwner): string =>
  'organizationProfileId' in owner
    ? `plan:org:${owner.organizationProfileId}`
    : `plan:user:${owner.organizerId}`;

/** The transaction guard of a first publication: serialised per owner, refused past the limit. */
export const planGuard =
  (actor: Actor, owner: PlanOwner, now: Date) =>
  async (tx: Db): Promise<void> => {
    if (eventsPolicy.bypassesPlanLimit(actor)) return;
    if (await isPremiumOwner(tx, owner)) return;
    await lockPlanOwner(tx, lockKey(owner));
    const { start, end } = amsterdamMonth(now);
    const published = await countPublishedBetween(tx, owner, start, end);
    if (published >= LIMITS.standardOrganizationEventsPerMonth)
      throw new AppError('event_plan_limit_reached');
  };

/** The dashboard's "n of 10 this month" for the actor's own organisation (limit null = unlimited). */
export const planAllowance = async (
  db: Db,
  actor: Actor,
  month: { start: Date; end: Date },
): Promise<{ publishedThisMonth: number; limit: number | null }> => {
  const org = await selectOrganizationForActor(db, actor.userId, null);
  const owner: PlanOwner = org ? { organizationProfileId: org.id } : { organizerId: actor.userId };
  const publishedThisMonth = await countPublishedBetween(db, owner, month.start, month.end);
  const unlimited = eventsPolicy.bypassesPlanLimit(actor) || (await isPremiumOwner(db, owner));
  return { publishedThisMonth, limit: unlimited ? null : LIMITS.standardOrganizationEventsPerMonth };
};
