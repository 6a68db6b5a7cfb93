import { useTranslation } from 'react-i18next';
import type { EmailLogDto } from '@core/schemas/admin';
import { Badge } from '@web/components/ui/Badge';

const TONES = { sent: 'forest', queued: 'neutral', failed: 'destructive' } as const;

export const EmailStatusBadge = ({ status }: { status: EmailLogDto['status'] }) => {
  const { t } = useTranslation('admin');
  return <Badge tone={TONES[status]}>{t(`emailLogs.status.${status}`)}</Badge>;
};
