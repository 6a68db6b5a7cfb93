import { useTranslation } from 'react-i18next';
import type { TestDataRunStatus } from '@core/domain/testData';
import { Badge } from '@web/components/ui/Badge';

const TONE = {
  queued: 'neutral',
  running: 'forest',
  completed: 'forest',
  failed: 'destructive',
  cancelled: 'clay',
} as const;

type RunStatusBadgeProps = { status: TestDataRunStatus };

export const RunStatusBadge = ({ status }: RunStatusBadgeProps) => {
  const { t } = useTranslation('testData');
  return (
    <Badge tone={TONE[status]} data-testid="test-data-status">
      {t(`status.${status}`)}
    </Badge>
  );
};
