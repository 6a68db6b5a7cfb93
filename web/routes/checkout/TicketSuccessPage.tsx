import { Ticket, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { useSession } from '@web/features/accounts';
import { TicketOrderDetails, useTicketOrder } from '@web/features/tickets';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /ticket-success?order={id}: where checkout and free registration land. Needs a session (the order is
 * the buyer's); a pending order polls until the webhook marks it paid.
 */
export const TicketSuccessPage = () => {
  const { t } = useTranslation('tickets');
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const raw = params.get('order');
  const orderId = raw && UUID.test(raw) ? raw : null;
  const { isSignedIn, isLoading } = useSession();
  const order = useTicketOrder(isSignedIn ? orderId : null);
  const status = order.data?.status;
  useDocumentTitle(status === 'paid' ? t('success.title') : t('success.orderTitle'));

  if (!isLoading && !isSignedIn) {
    return <Navigate to={`/auth/login?from=${encodeURIComponent(pathname + search)}`} replace />;
  }

  return (
    <Container size="default" className="max-w-3xl py-8 sm:py-12" data-testid="ticket-success-page">
      <header className="mb-6 print:hidden">
        <p className="mb-2 text-xs font-semibold tracking-[0.18em] text-forest-600 uppercase">
          {t('success.eyebrow')}
        </p>
        <h1 className="text-3xl leading-tight font-medium sm:text-4xl">
          {status === 'paid' ? t('success.title') : t('success.orderTitle')}
        </h1>
        {status === 'paid' ? <p className="mt-2 text-ink-soft">{t('success.lead')}</p> : null}
      </header>
      {!orderId ? (
        <StatePanel
          icon={Ticket}
          title={t('success.noOrder')}
          description={t('success.noOrderText')}
          action={
            <Button asChild>
              <Link to="/dashboard/tickets">{t('success.myTickets')}</Link>
            </Button>
          }
          testId="ticket-success-missing"
        />
      ) : isLoading || order.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-48 rounded-[var(--radius-card)]" />
          <Skeleton className="h-44 rounded-2xl" />
        </div>
      ) : order.isError ? (
        order.error &&
        'status' in order.error &&
        (order.error.status === 404 || order.error.status === 403) ? (
          <StatePanel
            icon={TriangleAlert}
            tone="error"
            title={t('success.notFound')}
            description={apiErrorMessage(order.error, t)}
            action={
              <Button asChild>
                <Link to="/dashboard/tickets">{t('success.myTickets')}</Link>
              </Button>
            }
            testId="ticket-success-not-found"
          />
        ) : (
          <ErrorPanel
            title={t('success.loadError')}
            description={apiErrorMessage(order.error, t)}
            retryLabel={t('purchase.retry')}
            onRetry={() => void order.refetch()}
          />
        )
      ) : (
        <>
          <TicketOrderDetails order={order.data} />
          <nav className="mt-8 flex flex-wrap gap-3 print:hidden" aria-label={t('success.next')}>
            <Button asChild variant="secondary">
              <Link to="/dashboard/tickets">{t('success.myTickets')}</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/events">{t('success.moreEvents')}</Link>
            </Button>
          </nav>
        </>
      )}
    </Container>
  );
};
