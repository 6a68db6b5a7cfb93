import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { grantsRoles } from '@core/domain/payments';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { useSession } from '@web/features/accounts';
import {
  DEFAULT_INTERVAL,
  combosWithRole,
  IntervalToggle,
  PlanCard,
  PricingTabs,
  parseCheckoutInterval,
  parsePricingCategory,
  plansOfCategory,
  useMySubscriptions,
} from '@web/features/payments';
import type { CatalogPlan } from '@core/domain/planCatalog';
import type { CheckoutInterval } from '@core/domain/payments';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

type PlanGridProps = {
  plans: CatalogPlan[];
  interval: CheckoutInterval;
  currentPlanId: string | null;
  signedIn: boolean;
};

const PlanGrid = ({ plans, interval, currentPlanId, signedIn }: PlanGridProps) => (
  <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
    {plans.map((plan) => (
      <PlanCard
        key={plan.id}
        plan={plan}
        interval={interval}
        isCurrent={plan.id === currentPlanId}
        showTrialLink={!signedIn}
      />
    ))}
  </ul>
);

/** /prijzen and /prijzen/{category}: the §9 catalogue with the interval toggle; every button leads to /checkout. */
export const PricingPage = () => {
  const { t } = useTranslation('payments');
  const { category: categoryParam } = useParams();
  const [params, setParams] = useSearchParams();
  const category = parsePricingCategory(categoryParam);
  const interval = parseCheckoutInterval(params.get('interval')) ?? DEFAULT_INTERVAL;
  const { isSignedIn } = useSession();
  const mine = useMySubscriptions({ enabled: isSignedIn });
  const current = mine.data?.current ?? null;
  const currentPlanId = current && grantsRoles(current, new Date()) ? current.planId : null;
  useDocumentTitle(t('pricing.title'));

  const search = interval === DEFAULT_INTERVAL ? '' : `?interval=${interval}`;
  const handleInterval = (next: CheckoutInterval) =>
    setParams(next === DEFAULT_INTERVAL ? {} : { interval: next }, {
      replace: true,
      preventScrollReset: true,
    });
  const singles = category === 'combos' ? [] : plansOfCategory(category);
  const combos = category === null ? plansOfCategory('combos') : combosWithRole(category);
  const gridProps = { interval, currentPlanId, signedIn: isSignedIn };

  return (
    <div data-testid="pricing-page">
      <PageHeader
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.title')}
        description={t('pricing.intro')}
      />
      <Container className="py-10 sm:py-14">
        <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
          <PricingTabs active={category} search={search} />
          <IntervalToggle value={interval} onChange={handleInterval} />
        </div>
        <p className="mt-5 text-sm text-ink-muted" data-testid="vat-note">
          {t('pricing.vatNote')} {t('pricing.reverseChargeNote')}
        </p>
        {singles.length > 0 ? (
          <section aria-labelledby="pricing-singles" className="mt-8">
            <h2 id="pricing-singles" className="sr-only">
              {t('pricing.singlesTitle')}
            </h2>
            <PlanGrid plans={singles} {...gridProps} />
          </section>
        ) : null}
        {combos.length > 0 ? (
          <section aria-labelledby="pricing-combos" className="mt-14">
            <h2 id="pricing-combos" className="text-3xl font-medium">
              {category && category !== 'combos'
                ? t('pricing.combosWithTitle', { name: t(`pricing.categories.${category}`) })
                : t('pricing.combosTitle')}
            </h2>
            <p className="mt-2 max-w-2xl text-ink-soft">{t('pricing.combosIntro')}</p>
            <div className="mt-6">
              <PlanGrid plans={combos} {...gridProps} />
            </div>
          </section>
        ) : null}
        <aside className="mt-14 rounded-[var(--radius-card)] border border-line/80 bg-sand-100/60 p-6 sm:p-8">
          <h2 className="font-sans text-lg font-semibold">{t('pricing.helpTitle')}</h2>
          <p className="mt-2 max-w-2xl text-ink-soft">{t('pricing.helpText')}</p>
          <Link to="/contact" className="mt-3 inline-block font-medium text-forest-700 hover:underline">
            {t('pricing.helpLink')}
          </Link>
        </aside>
      </Container>
    </div>
  );
};
