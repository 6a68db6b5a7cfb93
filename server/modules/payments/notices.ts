import { formatMoney } from '../../../core/domain/money';
import type { SubscriptionStatus } from '../../../core/domain/payments';
import type { Db } from '../../db/client';
import { clipContent, notificationMoment, notify } from '../notifications';
import { selectPlanNames } from './queries';

/**
 * The bell side of payments (issue 15), written in the transaction of the change. In-app only: invoices and
 * reminder mails stay transactional, so these never queue a second mail. The member who acted (cancelling
 * or reactivating in /dashboard/betalingen) is not told what they just did.
 */
const PAYMENTS_PAGE = '/dashboard/betalingen';
const IN_APP = ['inApp'] as const;

const planName = async (tx: Db, planId: string): Promise<string> =>
  (await selectPlanNames(tx, [planId])).get(planId)?.name ?? planId;

/** What a status means to the member, in one sentence. */
const STATUS_TEXT: Record<SubscriptionStatus, (end: string | null) => string> = {
  active: () => 'is actief.',
  trialing: (end) => (end ? `loopt als proefperiode tot ${end}.` : 'loopt als proefperiode.'),
  past_due: () => 'heeft een openstaande betaling. Werk je betaalgegevens bij om het te houden.',
  canceled_at_period_end: (end) => (end ? `is opgezegd en loopt tot ${end}.` : 'is opgezegd.'),
  canceled: () => 'is beëindigd.',
};

/** A subscription started, changed plan or changed status ('subscription_changed'). */
export const noticeSubscriptionChanged = async (
  tx: Db,
  sub: {
    id: string;
    userId: string;
    planId: string;
    status: SubscriptionStatus;
    currentPeriodEnd: Date | null;
  },
  actorId: string | null,
): Promise<void> => {
  const name = await planName(tx, sub.planId);
  const end = sub.currentPeriodEnd ? notificationMoment(sub.currentPeriodEnd) : null;
  const text = STATUS_TEXT[sub.status](end);
  await notify(tx, {
    userIds: [sub.userId],
    kind: 'subscription_changed',
    title: `Je abonnement ${name} is bijgewerkt`,
    content: clipContent(`Je abonnement ${name} ${text}`),
    actionUrl: PAYMENTS_PAGE,
    data: { subscription_id: sub.id, status: sub.status },
    exceptUserId: actorId,
    channels: IN_APP,
  });
};

/** A subscription payment came in ('payment_received'); ticket orders say so as 'ticket_purchased'. */
export const noticePaymentReceived = async (
  tx: Db,
  payment: {
    id: string;
    userId: string | null;
    amount: number;
    vatAmount: number;
    description: string | null;
  },
): Promise<void> => {
  if (!payment.userId) return;
  const total = Math.round((payment.amount + payment.vatAmount) * 100) / 100;
  await notify(tx, {
    userIds: [payment.userId],
    kind: 'payment_received',
    title: 'Betaling ontvangen',
    content: clipContent(
      `We ontvingen ${formatMoney(total)}${payment.description ? ` voor ${payment.description}` : ''}. De factuur staat bij je betalingen.`,
    ),
    actionUrl: PAYMENTS_PAGE,
    data: { checkout_session_id: payment.id },
    channels: IN_APP,
  });
};

/** A subscription payment failed ('payment_failed'): the member can act before the plan lapses. */
export const noticePaymentFailed = async (
  tx: Db,
  sub: { id: string; userId: string; planId: string },
): Promise<void> => {
  const name = await planName(tx, sub.planId);
  await notify(tx, {
    userIds: [sub.userId],
    kind: 'payment_failed',
    title: 'Betaling mislukt',
    content: clipContent(
      `De betaling voor ${name} is niet gelukt. Controleer je betaalgegevens om je abonnement te houden.`,
    ),
    actionUrl: PAYMENTS_PAGE,
    data: { subscription_id: sub.id },
    channels: IN_APP,
  });
};

/** A trial or cancelled subscription ends soon ('subscription_ending'), beside the reminder mail. */
export const noticeSubscriptionEnding = async (
  tx: Db,
  target: { id: string; userId: string; trial: boolean; planName: string; endsAt: Date; days: number },
  renewUrl: string,
): Promise<void> => {
  const when = target.days === 1 ? 'morgen' : `over ${target.days} dagen`;
  await notify(tx, {
    userIds: [target.userId],
    kind: 'subscription_ending',
    title: target.trial ? `Je proefperiode eindigt ${when}` : `Je abonnement eindigt ${when}`,
    content: clipContent(
      `${target.planName} loopt af op ${notificationMoment(target.endsAt)}. Verleng met één klik om alles te houden.`,
    ),
    actionUrl: renewUrl,
    data: { subscription_id: target.id, days: target.days },
    channels: IN_APP,
  });
};
