import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Skeleton } from '@web/components/ui/Skeleton';
import { EventAdminHeading, useEventForEditing } from '@web/features/events';
import { CheckInPanel, OrganiserOrders, TicketSalesSummary, useTicketSales } from '@web/features/tickets';
import { apiErrorMessage } from '@web/lib/apiErrors';

/**
 * /dashboard/evenementen/{eventId}/tickets: the organiser's sales (cards and per type), the orders with
 * the attendee CSV, and the door check-in.
 */
export const EventTicketsPage = () => {
  const { t } = useTranslation('tickets');
  const { eventId = '' } = useParams();
  const event = useEventForEditing(eventId);
  const sales = useTicketSales(eventId);
  const title = event.data ? t('organiser.title', { title: event.data.title }) : t('organiser.titlePlain');

  return (
    <div data-testid="event-tickets-page">
      <EventAdminHeading
        title={title}
        description={t('organiser.description')}
        actions={
          event.data?.slug ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={`/evenement/${event.data.slug}`}>
                <ExternalLink aria-hidden />
                {t('organiser.viewEvent')}
              </Link>
            </Button>
          ) : null
        }
      >
        <Link
          to="/dashboard/evenementen"
          className="mb-3 inline-flex items-center gap-1.5 text-sm text-ink-soft hover:text-ink"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('organiser.back')}
        </Link>
      </EventAdminHeading>
      <div className="grid gap-8 2xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-8">
          {sales.isPending ? (
            <div className="space-y-4" aria-busy="true">
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                {[0, 1, 2, 3].map((n) => (
                  <Skeleton key={n} className="h-24 rounded-[var(--radius-card)]" />
                ))}
              </div>
              <Skeleton className="h-32 rounded-[var(--radius-card)]" />
            </div>
          ) : sales.isError ? (
            <ErrorPanel
              title={t('organiser.salesError')}
              description={apiErrorMessage(sales.error, t)}
              retryLabel={t('purchase.retry')}
              onRetry={() => void sales.refetch()}
            />
          ) : (
            <TicketSalesSummary sales={sales.data} />
          )}
          <OrganiserOrders eventId={eventId} />
        </div>
        <div className="order-first 2xl:order-none">
          <div className="max-w-2xl 2xl:sticky 2xl:top-24">
            <CheckInPanel eventId={eventId} />
          </div>
        </div>
      </div>
    </div>
  );
};
