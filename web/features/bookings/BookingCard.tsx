import { CalendarDays, DoorOpen, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingDto } from '@core/schemas/bookings';
import { Card, CardBody } from '@web/components/ui/Card';
import { StartConversationButton } from '@web/features/messages';
import { BookingAction } from './BookingAction';
import { BookingStatusBadge } from './BookingStatusBadge';
import { formatBookingRange } from './format';

/** A request as the venue sees it: organisation, unit, Dutch dates and times, participants, message, event. */
export const BookingCard = ({ booking }: { booking: BookingDto }) => {
  const { t, i18n } = useTranslation('bookings');
  return (
    <li data-testid="booking-card">
      <Card>
        <CardBody className="flex flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-serif text-lg text-ink">
              {booking.organization ? (
                <Link to={`/organization/${booking.organization.slug}`} className="hover:underline">
                  {booking.organization.name}
                </Link>
              ) : (
                t('list.unknownOrganization')
              )}
            </h3>
            <BookingStatusBadge status={booking.status} />
          </div>
          <ul className="grid gap-1.5 text-sm text-ink-soft sm:grid-cols-3">
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              {formatBookingRange(booking.startsAt, booking.endsAt, i18n.language)}
            </li>
            <li className="flex items-center gap-2">
              <DoorOpen aria-hidden className="size-4 shrink-0" />
              {booking.unit.name}
            </li>
            <li className="flex items-center gap-2">
              <Users aria-hidden className="size-4 shrink-0" />
              {t('list.participants', { count: booking.participants })}
            </li>
          </ul>
          {booking.message ? (
            <p className="rounded-xl bg-sand-50 px-4 py-3 text-sm whitespace-pre-line text-ink">
              {booking.message}
            </p>
          ) : null}
          {booking.event ? (
            <p className="text-sm">
              <span className="text-ink-soft">{t('list.event')}: </span>
              <Link to={`/evenement/${booking.event.slug}`} className="font-medium text-forest-700 underline">
                {booking.event.title}
              </Link>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-ink-muted">
              {t('list.received', {
                date: new Date(booking.createdAt).toLocaleDateString(
                  i18n.language === 'en' ? 'en-GB' : 'nl-NL',
                ),
              })}
            </p>
            <div className="flex flex-wrap gap-2">
              <StartConversationButton
                to={{ kind: 'booking', bookingId: booking.id }}
                name={booking.organization?.name ?? t('list.unknownOrganization')}
                size="sm"
                variant="ghost"
              />
              {booking.abilities.answer ? (
                <>
                  <BookingAction booking={booking} to="declined" />
                  <BookingAction booking={booking} to="accepted" variant="primary" />
                </>
              ) : null}
              {booking.abilities.cancel ? (
                <BookingAction booking={booking} to="cancelled" variant="ghost" />
              ) : null}
            </div>
          </div>
        </CardBody>
      </Card>
    </li>
  );
};
