import { ArrowLeft, ExternalLink, Pencil, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Skeleton } from '@web/components/ui/Skeleton';
import {
  DASHBOARD_EVENTS_PATH,
  EditorLoadError,
  EventAdminHeading,
  EventOverview,
  EventStatusBadge,
  editEventPath,
  useEventForEditing,
} from '@web/features/events';
import { TicketSalesSummary, useTicketSales } from '@web/features/tickets';

/** The event's sales, only for an event that sells tickets (the others have nothing to show there). */
const Sales = ({ eventId }: { eventId: string }) => {
  const sales = useTicketSales(eventId);
  return sales.data ? <TicketSalesSummary sales={sales.data} /> : null;
};

/**
 * /dashboard/evenementen/{id}: one of the organiser's events at a glance (status, views, saves, seats sold,
 * ticket sales) with the ways on: edit, the public page, tickets and check-in. The same access as the editor
 * (organiser, venue owner, team, admin): a 403/404 shows the editor's explanation.
 */
export const EventOverviewPage = () => {
  const { t } = useTranslation('eventAdmin');
  const { id = '' } = useParams();
  const event = useEventForEditing(id);

  if (event.isError) return <EditorLoadError error={event.error} onRetry={() => void event.refetch()} />;
  if (!event.data) {
    return (
      <div aria-busy="true" className="space-y-4">
        <Skeleton className="h-16 w-2/3" />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-24 rounded-[var(--radius-card)]" />
          ))}
        </div>
      </div>
    );
  }

  const data = event.data;
  return (
    <div data-testid="event-overview-page">
      <EventAdminHeading
        title={data.title}
        description={<EventStatusBadge status={data.status} badge={data.badge} />}
        actions={
          <>
            {data.status === 'trashed' ? null : (
              <Button asChild size="sm">
                <Link to={editEventPath(data)} data-testid="overview-edit">
                  <Pencil aria-hidden />
                  {t('actions.edit')}
                </Link>
              </Button>
            )}
            {data.status === 'published' ? (
              <Button asChild variant="secondary" size="sm">
                <Link to={`/evenement/${data.slug || data.id}`}>
                  <ExternalLink aria-hidden />
                  {t('actions.view')}
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="secondary" size="sm">
              <Link to={`${DASHBOARD_EVENTS_PATH}/${data.id}/tickets`}>
                <Ticket aria-hidden />
                {t('actions.tickets')}
              </Link>
            </Button>
          </>
        }
      >
        <Link
          to={DASHBOARD_EVENTS_PATH}
          className="mb-3 inline-flex items-center gap-1.5 text-sm text-ink-soft hover:text-ink"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('editor.back')}
        </Link>
      </EventAdminHeading>
      <EventOverview
        event={data}
        ticketSales={data.tickets.length > 0 ? <Sales eventId={data.id} /> : null}
      />
    </div>
  );
};
