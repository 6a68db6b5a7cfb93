import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { apiErrorMessage } from '@web/lib/apiErrors';

type SettingsLoadStateProps = { error: unknown; onRetry: () => void; sections?: number };

/** While a tab's data loads: card skeletons; when it failed: the reason and a retry button. */
export const SettingsLoadState = ({ error, onRetry, sections = 2 }: SettingsLoadStateProps) => {
  const { t } = useTranslation('settings');
  if (error) {
    return (
      <StatePanel
        icon={CircleAlert}
        tone="error"
        title={t('common.loadError')}
        description={apiErrorMessage(error, t)}
        testId="settings-load-error"
        action={
          <Button variant="secondary" onClick={onRetry}>
            <RotateCw aria-hidden />
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div aria-busy="true" className="space-y-6" data-testid="settings-loading">
      {Array.from({ length: sections }, (_, i) => (
        <Card key={i}>
          <CardBody className="space-y-4 p-5 sm:p-6">
            <div className="flex items-center gap-4">
              <Skeleton className="size-11 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-48" />
                <Skeleton className="h-4 w-full max-w-md" />
              </div>
            </div>
            <Skeleton className="h-12 w-full max-w-md" />
          </CardBody>
        </Card>
      ))}
    </div>
  );
};
