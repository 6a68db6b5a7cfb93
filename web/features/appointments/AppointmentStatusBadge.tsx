import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@core/domain/bookings';
import { Badge } from '@web/components/ui/Badge';

const TONE = {
  requested: 'premium',
  accepted: 'forest',
  declined: 'destructive',
  cancelled: 'neutral',
} as const;

type AppointmentStatusBadgeProps = { status: BookingStatus };

/** Aangevraagd, Geaccepteerd, Afgewezen or Geannuleerd. */
export const AppointmentStatusBadge = ({ status }: AppointmentStatusBadgeProps) => {
  const { t } = useTranslation('appointments');
  return (
    <Badge tone={TONE[status]} data-testid="appointment-status">
      {t(`status.${status}`)}
    </Badge>
  );
};
