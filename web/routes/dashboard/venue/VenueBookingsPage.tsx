import { CalendarCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeading } from '@web/components/ui/PageHeading';
import { Skeleton } from '@web/components/ui/Skeleton';
import { NoVenuePanel, VenueBookingsList, VenuePicker, useSelectedVenue } from '@web/features/bookings';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/venue/bookings (alias /dashboard/bookings): the venue's booking requests, answered here. */
export const VenueBookingsPage = () => {
  const { t } = useTranslation('bookings');
  useDocumentTitle(t('list.title'));
  const { venues, items, venue, select } = useSelectedVenue();
  return (
    <div data-testid="venue-bookings-page">
      <PageHeading title={t('list.title')} description={t('list.description')} />
      {venues.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : venues.isError ? (
        <ErrorPanel
          title={t('load.error')}
          description={t('load.errorText')}
          retryLabel={t('load.retry')}
          onRetry={() => void venues.refetch()}
        />
      ) : !venue ? (
        <NoVenuePanel />
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <VenuePicker items={items} value={venue.id} onChange={select} />
            <Button asChild variant="secondary" size="sm">
              <Link to={`/dashboard/venue/beschikbaarheid?locatie=${venue.id}`}>
                <CalendarCog aria-hidden />
                {t('list.emptyAction')}
              </Link>
            </Button>
          </div>
          <VenueBookingsList venueId={venue.id} />
        </>
      )}
    </div>
  );
};
