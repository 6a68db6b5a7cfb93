import { useTranslation } from 'react-i18next';
import type { EventStatus } from '@core/schemas/events';
import { Badge } from '@web/components/ui/Badge';

const TONES = {
  draft: 'clay',
  published: 'forest',
  cancelled: 'destructive',
  expired: 'neutral',
  trashed: 'neutral',
} as const satisfies Record<EventStatus, string>;

/** Every status in words, the way the admin list shows it (the organiser's badge hides 'published'). */
export const AdminEventStatusBadge = ({ status }: { status: EventStatus }) => {
  const { t } = useTranslation('adminEvents');
  return (
    <Badge tone={TONES[status]} data-testid="admin-event-status">
      {t(`status.${status}`)}
    </Badge>
  );
};
