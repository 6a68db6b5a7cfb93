import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDto } from '@core/schemas/bookings';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { formatBookingRange } from './format';
import { useMoveBooking } from './queries';

type Move = 'accepted' | 'declined' | 'cancelled';
const COPY = {
  accepted: {
    button: 'list.accept',
    title: 'list.acceptTitle',
    text: 'list.acceptText',
    done: 'list.accepted',
  },
  declined: {
    button: 'list.decline',
    title: 'list.declineTitle',
    text: 'list.declineText',
    done: 'list.declined',
  },
  cancelled: {
    button: 'list.cancel',
    title: 'list.cancelTitle',
    text: 'list.cancelText',
    done: 'list.cancelled',
  },
} as const;

type BookingActionProps = { booking: BookingDto; to: Move; variant?: 'primary' | 'secondary' | 'ghost' };

/** One answer to a request (accept, decline, cancel) behind a confirmation; the server's Dutch error on failure. */
export const BookingAction = ({ booking, to, variant = 'secondary' }: BookingActionProps) => {
  const { t, i18n } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  const move = useMoveBooking();
  const copy = COPY[to];
  const handleConfirm = async () => {
    try {
      await move.mutateAsync({ id: booking.id, body: { status: to } });
      notify.success(t(copy.done));
      setOpen(false);
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
      setOpen(false);
    }
  };
  return (
    <>
      <Button variant={variant} size="sm" onClick={() => setOpen(true)}>
        {t(copy.button)}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t(copy.title)}
        description={t(copy.text, {
          organization: booking.organization?.name ?? t('list.unknownOrganization'),
          unit: booking.unit.name,
          when: formatBookingRange(booking.startsAt, booking.endsAt, i18n.language),
        })}
        closeLabel={t('list.keep')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('list.keep')}
            </Button>
            <Button onClick={() => void handleConfirm()} disabled={move.isPending}>
              {t(copy.button)}
            </Button>
          </>
        }
      />
    </>
  );
};
