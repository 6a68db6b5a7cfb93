import { Check, Crown, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogPlan } from '@core/domain/planCatalog';
import type { CheckoutInterval } from '@core/domain/payments';
import { moneyLanguage } from '@core/domain/money';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { cn } from '@web/lib/cn';
import { planDescription, planFeatures, planName } from './planText';
import { checkoutHref, comboComparison, formatPlanPrice, priceOf } from './pricing';

type PlanCardProps = {
  plan: CatalogPlan;
  interval: CheckoutInterval;
  /** The member's current plan: marked, and its button leads to the payments dashboard. */
  isCurrent: boolean;
  /** Visitors may start the free trial of a single plan instead of paying now. */
  showTrialLink: boolean;
};

/** One plan of /prijzen: name, marks, price for the chosen interval (combos with the saving) and features. */
export const PlanCard = ({ plan, interval, isCurrent, showTrialLink }: PlanCardProps) => {
  const { t, i18n } = useTranslation('payments');
  const language = moneyLanguage(i18n.language);
  const price = priceOf(plan, interval);
  const combo = comboComparison(plan.id, interval);
  const name = planName(t, plan.id, plan.name);
  const highlighted = plan.popular && !isCurrent;
  return (
    <li
      data-testid={`plan-card-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-[var(--radius-card)] border bg-white p-6 shadow-[var(--shadow-soft)] sm:p-7',
        isCurrent
          ? 'border-forest-600 ring-2 ring-forest-600'
          : highlighted
            ? 'border-clay-300'
            : 'border-line/80',
      )}
    >
      <div className="flex min-h-6 flex-wrap gap-2">
        {isCurrent ? (
          <Badge tone="forest" data-testid="current-plan-badge">
            <Check aria-hidden className="size-3" />
            {t('pricing.current')}
          </Badge>
        ) : null}
        {plan.popular ? (
          <Badge tone="clay">
            <Sparkles aria-hidden className="size-3" />
            {t('pricing.popular')}
          </Badge>
        ) : null}
        {plan.isPremium ? (
          <Badge tone="premium">
            <Crown aria-hidden className="size-3" />
            {t('pricing.premium')}
          </Badge>
        ) : null}
      </div>
      <h3 className="mt-4 font-sans text-xl font-semibold text-ink">{name}</h3>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{planDescription(t, plan)}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-4xl font-medium text-ink sm:text-5xl" data-testid="plan-price">
          {formatPlanPrice(price, language)}
        </span>
        {combo && combo.individual > price ? (
          <span className="text-ink-muted line-through" data-testid="plan-individual-price">
            {t('pricing.individualPrice', { price: formatPlanPrice(combo.individual, language) })}
          </span>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        {t(`intervals.per.${interval}`)}, {t('pricing.exclVat')}
      </p>
      {combo && combo.savings > 0 ? (
        <p className="mt-2 text-sm font-medium text-forest-700" data-testid="plan-savings">
          {t('pricing.savings', { amount: formatPlanPrice(combo.savings, language) })}
        </p>
      ) : null}
      <ul className="mt-5 flex-1 space-y-2.5 text-sm">
        {planFeatures(t, plan).map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-forest-600" />
            <span className="text-ink-soft">{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        asChild
        variant={isCurrent ? 'secondary' : 'primary'}
        className="mt-7 h-auto min-h-11 w-full py-2.5 text-center whitespace-normal"
      >
        <Link
          to={isCurrent ? '/dashboard/betalingen' : checkoutHref(plan.id, interval)}
          aria-label={
            isCurrent
              ? undefined
              : t(plan.kind === 'combo' ? 'pricing.chooseComboLabel' : 'pricing.chooseLabel', {
                  name,
                  interval: t(`intervals.${interval}`),
                })
          }
          data-testid={`choose-${plan.id}`}
        >
          {isCurrent
            ? t('pricing.manage')
            : plan.kind === 'combo'
              ? t('pricing.chooseCombo')
              : t('pricing.choose', { name })}
        </Link>
      </Button>
      {showTrialLink && plan.planType ? (
        <Link
          to={`/gratis-proefperiode?role=${plan.planType}`}
          className="mt-3 text-center text-sm text-forest-700 underline-offset-4 hover:underline"
        >
          {t('pricing.trialLink')}
        </Link>
      ) : null}
    </li>
  );
};
