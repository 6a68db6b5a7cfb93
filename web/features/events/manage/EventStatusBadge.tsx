import { useTranslation } from 'react-i18next';
import type { EventBadge } from '@core/schemas/eventWrite';
import type { EventStatus } from '@core/schemas/events';
import { Badge } from '@web/components/ui/Badge';

type EventStatusBadgeProps = { status: EventStatus; badge: EventBadge | null };

const BADGE_KEYS: Record<EventBadge, string> = {
  Concept: 'draft',
  Geannuleerd: 'cancelled',
  Verlopen: 'expired',
};

/**
 * Spec §4: published shows nothing; draft 'Concept'; cancelled 'Geannuleerd' and expired 'Verlopen' in the
 * destructive tone; other statuses (the trash) as they are.
 */
export const EventStatusBadge = ({ status, badge }: EventStatusBadgeProps) => {
  const { t } = useTranslation('eventAdmin');
  if (badge) {
    return (
      <Badge tone={badge === 'Concept' ? 'clay' : 'destructive'} data-testid="event-status-badge">
        {t(`badge.${BADGE_KEYS[badge]}`)}
      </Badge>
    );
  }
  if (status === 'published') return null;
  return (
    <Badge tone="neutral" data-testid="event-status-badge">
      {t(`status.${status}`)}
    </Badge>
  );
};
