import { CreditCard, Crown, Layers } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { checkoutIntervalOf, type BuyerTax } from '@core/domain/payments';
import type { SubscriptionView } from '@core/schemas/payments';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { ChangePlanDialog } from './ChangePlanDialog';
import { formatDay } from './formatDay';
import { planName } from './planText';
import { checkoutHref, priceBreakdown } from './pricing';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
import type { useSubscriptionActions } from './useSubscriptionActions';

type CurrentPlanCardProps = {
  subscription: SubscriptionView;
  buyer: BuyerTax;
  portalAvailable: boolean;
  actions: ReturnType<typeof useSubscriptionActions>;
};

/** The line under the plan name: renewal, end, trial end or the end of a canceled plan. */
const periodLine = (sub: SubscriptionView, t: TFunction, lang: string): string => {
  const date = (iso: string | null) => formatDay(iso, lang);
  if (sub.status === 'trialing' && sub.trialEndsAt)
    return t('dashboard.trialEnds', { date: date(sub.trialEndsAt) });
  if (sub.status === 'canceled')
    return t('dashboard.endedOn', { date: date(sub.canceledAt ?? sub.currentPeriodEnd) });
  if (!sub.currentPeriodEnd) return '';
  if (sub.status === 'canceled_at_period_end' || sub.cancelAtPeriodEnd)
    return t('dashboard.endsOn', { date: date(sub.currentPeriodEnd) });
  return t('dashboard.renewsOn', { date: date(sub.currentPeriodEnd) });
};

/** Plan, marks, status, period and next amount of the current subscription, with what the member can do. */
export const CurrentPlanCard = ({
  subscription: sub,
  buyer,
  portalAvailable,
  actions,
}: CurrentPlanCardProps) => {
  const { t, i18n } = useTranslation('payments');
  const money = (n: number) => formatMoney(n, moneyLanguage(i18n.language));
  const [dialog, setDialog] = useState<'cancel' | 'change' | null>(null);
  const next = sub.nextAmount === null ? null : priceBreakdown(sub.nextAmount, buyer);
  const cancelling = sub.status === 'canceled_at_period_end' || sub.cancelAtPeriodEnd;
  const ended = sub.status === 'canceled';
  const close = (open: boolean) => setDialog(open ? dialog : null);

  return (
    <Card data-testid="current-plan">
      <CardBody className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-forest-600 uppercase">
              {t('dashboard.currentTitle')}
            </p>
            <h2 className="mt-1 font-display text-2xl font-semibold" data-testid="current-plan-name">
              {planName(t, sub.planId, sub.planName)}
            </h2>
            <div className="mt-2 flex flex-wrap gap-2">
              <SubscriptionStatusBadge status={sub.status} />
              {sub.isPremium ? (
                <Badge tone="premium" data-testid="premium-badge">
                  <Crown aria-hidden className="size-3" />
                  {t('dashboard.premium')}
                </Badge>
              ) : null}
              {sub.isCombo ? (
                <Badge tone="neutral">
                  <Layers aria-hidden className="size-3" />
                  {t('dashboard.combo')}
                </Badge>
              ) : null}
            </div>
          </div>
          <p className="text-sm text-ink-soft sm:text-right" data-testid="current-plan-period">
            {periodLine(sub, t, i18n.language)}
          </p>
        </div>
        {sub.status === 'past_due' ? (
          <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">{t('dashboard.pastDueText')}</p>
        ) : null}
        {ended ? <p className="text-ink-soft">{t('dashboard.expiredText')}</p> : null}
        <dl className="grid gap-4 border-t border-line/70 pt-5 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-muted">{t('dashboard.interval')}</dt>
            <dd className="mt-1 font-medium">{t(`intervals.stored.${sub.interval}`)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('dashboard.nextAmount')}</dt>
            <dd className="mt-1 font-medium" data-testid="next-amount">
              {next
                ? t('dashboard.nextAmountValue', { amount: money(next.amount), total: money(next.total) })
                : t('dashboard.nextAmountNone')}
            </dd>
          </div>
        </dl>
        <div className="flex flex-col gap-3 border-t border-line/70 pt-5 sm:flex-row sm:flex-wrap">
          {ended ? (
            <Button asChild>
              <Link to={checkoutHref(sub.planId, checkoutIntervalOf(sub.interval))}>
                {t('dashboard.renew')}
              </Link>
            </Button>
          ) : (
            <>
              {cancelling ? (
                <Button disabled={actions.busy} onClick={() => void actions.reactivate(sub.id)}>
                  {t('dashboard.reactivate')}
                </Button>
              ) : (
                <Button onClick={() => setDialog('change')}>{t('dashboard.change')}</Button>
              )}
              {cancelling ? null : (
                <Button variant="secondary" onClick={() => setDialog('cancel')}>
                  {t('dashboard.cancel')}
                </Button>
              )}
            </>
          )}
          {portalAvailable ? (
            <Button variant="ghost" disabled={actions.busy} onClick={() => void actions.portal(sub.id)}>
              <CreditCard aria-hidden />
              {t('dashboard.portal')}
            </Button>
          ) : null}
        </div>
      </CardBody>
      <CancelSubscriptionDialog
        open={dialog === 'cancel'}
        onOpenChange={close}
        periodEnd={formatDay(sub.currentPeriodEnd ?? sub.trialEndsAt, i18n.language)}
        busy={actions.busy}
        onConfirm={() => void actions.cancel(sub.id).then((ok) => ok && setDialog(null))}
      />
      {dialog === 'change' ? (
        <ChangePlanDialog
          open
          onOpenChange={close}
          subscription={sub}
          busy={actions.busy}
          onConfirm={(change) => void actions.update(sub.id, change).then((ok) => ok && setDialog(null))}
        />
      ) : null}
    </Card>
  );
};
