import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { PLAN_CATALOG } from '@core/domain/planCatalog';
import {
  CHECKOUT_INTERVALS,
  checkoutIntervalOf,
  planPrice,
  proratedAmount,
  type CheckoutInterval,
} from '@core/domain/payments';
import type { SubscriptionView } from '@core/schemas/payments';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Field } from '@web/components/ui/Field';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import { IntervalToggle } from './IntervalToggle';
import { planName } from './planText';

type ChangePlanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: SubscriptionView;
  busy: boolean;
  onConfirm: (change: { plan: string; interval: CheckoutInterval }) => void;
};

/** The prorated price of switching now, excl. VAT (the unused part of the current period is credited). */
const prorationOf = (sub: SubscriptionView, plan: string, interval: CheckoutInterval, now: Date) => {
  const newAmount = planPrice(plan, CHECKOUT_INTERVALS[interval]) ?? 0;
  const oldAmount = planPrice(sub.planId, sub.interval) ?? 0;
  if (!sub.currentPeriodStart || !sub.currentPeriodEnd || sub.status === 'trialing')
    return { newAmount, due: newAmount };
  const due = proratedAmount({
    oldAmount,
    newAmount,
    periodStart: new Date(sub.currentPeriodStart),
    periodEnd: new Date(sub.currentPeriodEnd),
    now,
  });
  return { newAmount, due };
};

/** 'Wijzig abonnement': plan + interval, with the new price and the prorated amount due now. */
export const ChangePlanDialog = ({
  open,
  onOpenChange,
  subscription,
  busy,
  onConfirm,
}: ChangePlanDialogProps) => {
  const { t, i18n } = useTranslation('payments');
  const money = (n: number) => formatMoney(n, moneyLanguage(i18n.language));
  const [plan, setPlan] = useState(subscription.planId);
  const [interval, setChosenInterval] = useState<CheckoutInterval>(checkoutIntervalOf(subscription.interval));
  const same = plan === subscription.planId && CHECKOUT_INTERVALS[interval] === subscription.interval;
  const { newAmount, due } = prorationOf(subscription, plan, interval, new Date());
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dashboard.changeTitle')}
      description={t('dashboard.changeText')}
      closeLabel={t('dashboard.close')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('dashboard.close')}
          </Button>
          <Button
            disabled={busy || same}
            onClick={() => onConfirm({ plan, interval })}
            data-testid="change-confirm"
          >
            {busy ? t('dashboard.working') : t('dashboard.changeConfirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <Field id="change-plan" label={t('dashboard.changePlan')}>
          <select
            id="change-plan"
            className={cn(fieldClassName, 'h-12')}
            value={plan}
            onChange={(e) => setPlan(e.target.value)}
          >
            {PLAN_CATALOG.filter((p) => p.id !== 'participant').map((p) => (
              <option key={p.id} value={p.id}>
                {planName(t, p.id, p.name)}
              </option>
            ))}
          </select>
        </Field>
        <div>
          <p className="mb-2 text-sm font-medium text-ink">{t('dashboard.changeInterval')}</p>
          <IntervalToggle value={interval} onChange={setChosenInterval} />
        </div>
        <div
          aria-live="polite"
          className="rounded-xl bg-sand-100/70 px-4 py-3 text-sm"
          data-testid="change-price"
        >
          {same ? (
            <p>{t('dashboard.changeSame')}</p>
          ) : (
            <>
              <p>
                {t('dashboard.changePrice', {
                  amount: money(newAmount),
                  per: t(`intervals.per.${interval}`),
                })}
              </p>
              <p className="mt-1 font-semibold">{t('dashboard.prorated', { amount: money(due) })}</p>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
};
