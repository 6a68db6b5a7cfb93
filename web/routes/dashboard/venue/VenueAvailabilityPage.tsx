import { ExternalLink, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeading } from '@web/components/ui/PageHeading';
import { Skeleton } from '@web/components/ui/Skeleton';
import {
  BlockedDatesEditor,
  MonthCalendar,
  NoVenuePanel,
  OpeningHoursEditor,
  UnitsEditor,
  VenuePicker,
  useSelectedVenue,
  useVenueHireSetup,
} from '@web/features/bookings';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

const Loading = () => (
  <div className="space-y-4" aria-busy="true">
    <Skeleton className="h-32 w-full" />
    <Skeleton className="h-72 w-full" />
  </div>
);

/** /dashboard/venue/beschikbaarheid: units, weekly opening hours, blocked dates and the month calendar. */
export const VenueAvailabilityPage = () => {
  const { t } = useTranslation('bookings');
  useDocumentTitle(t('availability.title'));
  const { venues, items, venue, select } = useSelectedVenue();
  const setup = useVenueHireSetup(venue?.id ?? null);
  const retry = (
    <ErrorPanel
      title={t('load.error')}
      description={t('load.errorText')}
      retryLabel={t('load.retry')}
      onRetry={() => void (venues.isError ? venues.refetch() : setup.refetch())}
    />
  );
  return (
    <div data-testid="venue-availability-page">
      <PageHeading title={t('availability.title')} description={t('availability.description')} />
      {venues.isPending ? (
        <Loading />
      ) : venues.isError ? (
        retry
      ) : !venue ? (
        <NoVenuePanel />
      ) : (
        <>
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <VenuePicker items={items} value={venue.id} onChange={select} />
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="secondary" size="sm">
                <Link to={`/dashboard/venue/bookings?locatie=${venue.id}`}>
                  <Inbox aria-hidden />
                  {t('availability.toBookings')}
                </Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link to={`/venues/${venue.slug}`}>
                  <ExternalLink aria-hidden />
                  {t('availability.viewPage')}
                </Link>
              </Button>
            </div>
          </div>
          {setup.isPending ? (
            <Loading />
          ) : setup.isError ? (
            retry
          ) : (
            <div className="min-w-0 space-y-10" key={venue.id}>
              <UnitsEditor venueId={venue.id} units={setup.data.units} />
              <OpeningHoursEditor venueId={venue.id} hours={setup.data.openingHours} />
              <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-2">
                <BlockedDatesEditor
                  venueId={venue.id}
                  units={setup.data.units}
                  blocked={setup.data.blockedDates}
                />
                <section aria-labelledby="calendar-title" className="space-y-4">
                  <h2 id="calendar-title" className="font-display text-2xl font-semibold">
                    {t('calendar.title')}
                  </h2>
                  <Card>
                    <CardBody>
                      <MonthCalendar venueId={venue.id} />
                    </CardBody>
                  </Card>
                </section>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
};
