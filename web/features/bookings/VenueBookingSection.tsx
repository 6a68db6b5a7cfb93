import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { BookingDto, MyVenueBookingsResponse } from '@core/schemas/bookings';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';
import { useSession } from '@web/features/accounts';
import { amsterdamDateOf } from '@core/domain/weeklyHours';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { BookingAction } from './BookingAction';
import { BookingEventLink } from './BookingEventLink';
import { BookingRequestForm } from './BookingRequestForm';
import { BookingStatusBadge } from './BookingStatusBadge';
import { formatBookingRange } from './format';
import { useMyVenueBookings, useVenueCalendar } from './queries';

type MyRequestsProps = { items: readonly BookingDto[]; events: MyVenueBookingsResponse['events'] };

const MyRequests = ({ items, events }: MyRequestsProps) => {
  const { t, i18n } = useTranslation('bookings');
  return (
    <div className="mt-8" data-testid="my-venue-bookings">
      <h3 className="mb-3 font-display text-xl font-semibold">{t('request.mine')}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('request.mineEmpty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-white">
          {items.map((b) => (
            <li
              key={b.id}
              className="flex flex-col items-start gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-3"
              data-testid="my-booking"
            >
              <BookingStatusBadge status={b.status} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">{formatBookingRange(b.startsAt, b.endsAt, i18n.language)}</p>
                <p className="text-ink-soft">
                  {b.unit.name} · {t('list.participants', { count: b.participants })}
                  {b.event ? ` · ${b.event.title}` : ''}
                </p>
              </div>
              {b.abilities.linkEvent && events.length > 0 ? (
                <BookingEventLink booking={b} events={events} />
              ) : null}
              {b.abilities.cancel ? <BookingAction booking={b} to="cancelled" variant="ghost" /> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/** 'Boek deze locatie': a login link for visitors, the reason for non-organisations, the form for organisations. */
export const VenueBookingSection = ({ venueId }: { venueId: string }) => {
  const { t } = useTranslation('bookings');
  const { isSignedIn, isLoading } = useSession();
  const location = useLocation();
  const today = amsterdamDateOf(new Date());
  const calendar = useVenueCalendar(venueId, today, today);
  const mine = useMyVenueBookings(venueId, isSignedIn);
  const units = calendar.data?.units.filter((u) => u.isActive) ?? [];

  const body = () => {
    if (isLoading || calendar.isPending) return <Skeleton className="h-40 w-full" />;
    if (!isSignedIn) {
      const from = `${location.pathname}${location.search}`;
      return (
        <div className="flex flex-wrap items-center gap-3" data-testid="booking-login">
          <p className="text-ink-soft">{t('request.login')}</p>
          <Button asChild size="sm">
            <a href={`/auth/login?from=${encodeURIComponent(from)}`}>{t('request.loginAction')}</a>
          </Button>
        </div>
      );
    }
    if (units.length === 0) return <p className="text-ink-soft">{t('request.noUnits')}</p>;
    if (mine.isPending) return <Skeleton className="h-40 w-full" />;
    if (mine.isError) return <p className="text-sm text-red-700">{apiErrorMessage(mine.error, t)}</p>;
    if (!mine.data.organization)
      return (
        <div className="space-y-3" data-testid="booking-need-organization">
          <p className="text-ink-soft">{t('request.needOrganization')}</p>
          <Button asChild variant="secondary" size="sm">
            <Link to="/dashboard/organization/profiel">{t('request.needOrganizationAction')}</Link>
          </Button>
        </div>
      );
    return (
      <>
        <p className="mb-4 text-sm text-ink-soft">
          {t('request.as', { organization: mine.data.organization.name })}
        </p>
        <BookingRequestForm venueId={venueId} units={units} events={mine.data.events} />
        <MyRequests items={mine.data.items} events={mine.data.events} />
      </>
    );
  };

  return (
    <section aria-labelledby="venue-booking-title" id="boeken" data-testid="venue-booking">
      <Card>
        <CardBody className="space-y-4">
          <div>
            <h2
              id="venue-booking-title"
              className="flex items-center gap-2 font-display text-2xl font-semibold"
            >
              <CalendarPlus aria-hidden className="size-6 text-forest-600" />
              {t('request.title')}
            </h2>
            <p className="mt-1 text-ink-soft">{t('request.text')}</p>
          </div>
          {body()}
        </CardBody>
      </Card>
    </section>
  );
};
