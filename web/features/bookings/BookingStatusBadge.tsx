import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@core/domain/bookings';
import { Badge } from '@web/components/ui/Badge';

const TONE = {
  requested: 'premium',
  accepted: 'forest',
  declined: 'destructive',
  cancelled: 'neutral',
} as const;

/** Aangevraagd, Geaccepteerd, Afgewezen, Geannuleerd. */
export const BookingStatusBadge = ({ status }: { status: BookingStatus }) => {
  const { t } = useTranslation('bookings');
  return (
    <Badge tone={TONE[status]} data-testid="booking-status">
      {t(`status.${status}`)}
    </Badge>
  );
};
