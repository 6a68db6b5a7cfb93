import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { StatePanel } from '@web/components/ui/StatePanel';
import { useSession } from '@web/features/accounts';
import {
  CheckoutForm,
  CheckoutSkeleton,
  DEFAULT_INTERVAL,
  billingValuesOf,
  catalogPlan,
  parseCheckoutInterval,
  useBillingDetails,
} from '@web/features/payments';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** Leaves the SPA for the payment page (Stripe Checkout or our own test checkout). */
const leaveFor = (url: string) => window.location.assign(url);

/**
 * /checkout?plan=&interval= (spec §2): login required (back here afterwards), the chosen plan with its price
 * excl./incl. VAT, billing details, and 'Afrekenen'.
 */
export const CheckoutPage = () => {
  const { t } = useTranslation('payments');
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const { user, isLoading } = useSession();
  const plan = catalogPlan(params.get('plan'));
  const interval = parseCheckoutInterval(params.get('interval')) ?? DEFAULT_INTERVAL;
  const billing = useBillingDetails(!!user && !!plan);
  useDocumentTitle(t('checkout.title'));

  if (!isLoading && !user)
    return <Navigate to={`/auth/login?from=${encodeURIComponent(pathname + search)}`} replace />;

  // A failing billing-details call (or none saved) only means an empty form.
  const ready = !isLoading && (!plan || !billing.isPending || billing.isError);
  return (
    <div data-testid="checkout-page">
      <PageHeader
        eyebrow={t('checkout.eyebrow')}
        title={t('checkout.title')}
        description={t('checkout.intro')}
      />
      <Container className="py-10 sm:py-14">
        {!ready ? (
          <CheckoutSkeleton />
        ) : !plan ? (
          <StatePanel
            icon={SearchX}
            title={t('checkout.unknownPlanTitle')}
            description={t('checkout.unknownPlanText')}
            testId="checkout-unknown-plan"
            action={
              <Button asChild>
                <Link to="/prijzen">{t('checkout.toPricing')}</Link>
              </Button>
            }
          />
        ) : (
          <CheckoutForm
            key={`${plan.id}-${interval}`}
            plan={plan}
            interval={interval}
            defaults={billingValuesOf(billing.data, user?.name ?? '')}
            onStarted={leaveFor}
          />
        )}
      </Container>
    </div>
  );
};
