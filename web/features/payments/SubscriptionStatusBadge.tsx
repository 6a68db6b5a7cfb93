import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@core/domain/payments';
import { Badge } from '@web/components/ui/Badge';

const TONES: Record<SubscriptionStatus, 'forest' | 'clay' | 'destructive' | 'neutral' | 'premium'> = {
  active: 'forest',
  trialing: 'premium',
  past_due: 'destructive',
  canceled: 'neutral',
  canceled_at_period_end: 'clay',
};

/** The §4 status in Dutch (Actief, Proefperiode, Betaling achterstallig, Beëindigd, Stopt aan einde periode). */
export const SubscriptionStatusBadge = ({ status }: { status: SubscriptionStatus }) => {
  const { t } = useTranslation('payments');
  return (
    <Badge tone={TONES[status]} data-testid="subscription-status">
      {t(`subscription.statuses.${status}`)}
    </Badge>
  );
};
