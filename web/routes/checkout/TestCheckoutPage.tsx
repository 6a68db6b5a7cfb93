import { CircleCheck, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeader } from '@web/components/ui/PageHeader';
import { StatePanel } from '@web/components/ui/StatePanel';
import { CheckoutSkeleton, TestCheckoutPanel, useCheckoutSession } from '@web/features/payments';
import { apiErrorCode } from '@web/lib/apiErrors';
import { isApiError } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /checkout/test/{sessionId}: the built-in payment page used when Stripe is not configured. */
export const TestCheckoutPage = () => {
  const { t } = useTranslation('payments');
  const { sessionId = '' } = useParams();
  const { pathname } = useLocation();
  const query = useCheckoutSession(sessionId);
  useDocumentTitle(t('checkout.test.title'));

  if (query.isError && isApiError(query.error) && query.error.status === 401)
    return <Navigate to={`/auth/login?from=${encodeURIComponent(pathname)}`} replace />;

  const code = apiErrorCode(query.error);
  const notFound =
    code === 'checkout_session_not_found' || code === 'checkout_forbidden' || code === 'not_found';
  const session = query.data;
  const back = (
    <div className="flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to="/dashboard/betalingen">{t('checkout.test.toDashboard')}</Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to="/prijzen">{t('checkout.toPricing')}</Link>
      </Button>
    </div>
  );

  return (
    <div data-testid="test-checkout-page">
      <PageHeader eyebrow={t('checkout.eyebrow')} title={t('checkout.test.title')} />
      <Container className="py-10 sm:py-14">
        {query.isPending ? (
          <CheckoutSkeleton />
        ) : notFound ? (
          <StatePanel
            icon={SearchX}
            title={t('checkout.test.notFoundTitle')}
            description={t('checkout.test.notFoundText')}
            action={back}
          />
        ) : query.isError ? (
          <ErrorPanel
            title={t('checkout.test.errorTitle')}
            description={t('checkout.test.errorText')}
            retryLabel={t('checkout.test.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : session && session.status !== 'open' ? (
          <StatePanel
            icon={session.status === 'completed' ? CircleCheck : SearchX}
            title={t(`checkout.test.closedTitle.${session.status}`)}
            description={t(`checkout.test.closedText.${session.status}`)}
            testId="test-checkout-closed"
            action={back}
          />
        ) : session ? (
          <TestCheckoutPanel session={session} />
        ) : null}
      </Container>
    </div>
  );
};
