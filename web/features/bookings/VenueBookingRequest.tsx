import { useTranslation } from 'react-i18next';
import type { BookingDto, MyVenueBookingsResponse, UnitDto } from '@core/schemas/bookings';
import { BookingAction } from './BookingAction';
import { BookingEventLink } from './BookingEventLink';
import { BookingRequestForm } from './BookingRequestForm';
import { BookingStatusBadge } from './BookingStatusBadge';
import { formatBookingRange } from './format';

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

/** A signed-in organisation's side of 'Boek deze locatie': the request form and its own requests. */
export const VenueBookingRequest = ({
  venueId,
  units,
  organizationName,
  mine,
}: {
  venueId: string;
  units: readonly UnitDto[];
  organizationName: string;
  mine: MyVenueBookingsResponse;
}) => {
  const { t } = useTranslation('bookings');
  return (
    <>
      <p className="mb-4 text-sm text-ink-soft">{t('request.as', { organization: organizationName })}</p>
      <BookingRequestForm venueId={venueId} units={units} events={mine.events} />
      <MyRequests items={mine.items} events={mine.events} />
    </>
  );
};
