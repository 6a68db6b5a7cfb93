import { useTranslation } from 'react-i18next';
import type { BookingDto, MyVenueBookingsResponse } from '@core/schemas/bookings';
import { fieldClassName } from '@web/components/ui/Input';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/toast';
import { useLinkBookingEvent } from './queries';

type Props = { booking: BookingDto; events: MyVenueBookingsResponse['events'] };

/** Link one of the organisation's events to a request afterwards; once accepted the event gets this venue. */
export const BookingEventLink = ({ booking, events }: Props) => {
  const { t } = useTranslation('bookings');
  const link = useLinkBookingEvent();
  const id = `booking-event-${booking.id}`;
  const handleChange = async (eventId: string) => {
    try {
      await link.mutateAsync({ id: booking.id, eventId: eventId || null });
      notify.success(t('request.linked'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };
  return (
    <div className="flex w-full flex-col gap-1 sm:w-56">
      <label htmlFor={id} className="text-xs font-medium text-ink-soft">
        {t('request.linkEvent')}
      </label>
      <select
        id={id}
        className={cn(fieldClassName, 'h-10 py-1 text-sm')}
        value={booking.event?.id ?? ''}
        disabled={link.isPending}
        onChange={(e) => void handleChange(e.target.value)}
      >
        <option value="">{t('request.noEvent')}</option>
        {events.map((ev) => (
          <option key={ev.id} value={ev.id}>
            {ev.title}
          </option>
        ))}
      </select>
    </div>
  );
};
