import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moneyLanguage, formatMoney } from '@core/domain/money';
import { VAT_RATE_NL, type CheckoutInterval } from '@core/domain/payments';
import type { CatalogPlan } from '@core/domain/planCatalog';
import { Badge } from '@web/components/ui/Badge';
import { Card, CardBody } from '@web/components/ui/Card';
import { planName } from './planText';
import type { PriceBreakdown } from './pricing';

type CheckoutSummaryProps = { plan: CatalogPlan; interval: CheckoutInterval; price: PriceBreakdown };

/** The chosen plan with the amount excl. VAT, the VAT (or "btw verlegd") and the total, as the invoice will. */
export const CheckoutSummary = ({ plan, interval, price }: CheckoutSummaryProps) => {
  const { t, i18n } = useTranslation('payments');
  const money = (n: number) => formatMoney(n, moneyLanguage(i18n.language));
  const reverse = price.rule === 'eu_reverse_charge';
  return (
    <Card data-testid="checkout-summary">
      <CardBody className="space-y-4">
        <h2 className="font-sans text-lg font-semibold">{t('checkout.summaryTitle')}</h2>
        <dl className="space-y-3 text-sm">
          <div className="flex items-start justify-between gap-4">
            <dt className="text-ink-muted">{t('checkout.plan')}</dt>
            <dd
              className="flex flex-wrap justify-end gap-2 text-right font-medium"
              data-testid="checkout-plan"
            >
              {planName(t, plan.id, plan.name)}
              {plan.isPremium ? <Badge tone="premium">{t('pricing.premium')}</Badge> : null}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{t('checkout.interval')}</dt>
            <dd className="font-medium" data-testid="checkout-interval">
              {t(`intervals.${interval}`)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line/70 pt-3">
            <dt className="text-ink-muted">{t('checkout.amountExcl')}</dt>
            <dd data-testid="checkout-amount">{money(price.amount)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">
              {reverse ? t('checkout.vatReverse') : t('checkout.vat', { rate: VAT_RATE_NL })}
            </dt>
            <dd data-testid="checkout-vat">{money(price.vat)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line/70 pt-3 text-base font-semibold">
            <dt>{t('checkout.total')}</dt>
            <dd data-testid="checkout-total">{money(price.total)}</dd>
          </div>
        </dl>
        <p className="text-sm text-ink-muted">
          {t('checkout.perInterval', { total: money(price.total), per: t(`intervals.per.${interval}`) })}
        </p>
        <Link to="/prijzen" className="inline-block text-sm font-medium text-forest-700 hover:underline">
          {t('checkout.changePlan')}
        </Link>
      </CardBody>
    </Card>
  );
};
