import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@core/domain/payments';
import { Badge } from '@web/components/ui/Badge';

const TONE: Record<SubscriptionStatus, 'forest' | 'clay' | 'destructive' | 'neutral' | 'premium'> = {
  active: 'forest',
  trialing: 'premium',
  past_due: 'destructive',
  canceled: 'neutral',
  canceled_at_period_end: 'clay',
};

/** A subscription status of spec §4 in words and colour. */
export const SubscriptionStatusBadge = ({ status }: { status: SubscriptionStatus }) => {
  const { t } = useTranslation('payments');
  return <Badge tone={TONE[status]}>{t(`status.${status}`)}</Badge>;
};
