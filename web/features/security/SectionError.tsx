import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { apiErrorMessage } from '@web/lib/apiErrors';

type SectionErrorProps = { title: string; error: unknown; onRetry: () => void; testId?: string };

/** A section that could not load: what failed, the server's reason, and a retry button. */
export const SectionError = ({ title, error, onRetry, testId }: SectionErrorProps) => {
  const { t } = useTranslation('security');
  return (
    <StatePanel
      icon={CircleAlert}
      tone="error"
      title={title}
      description={apiErrorMessage(error, t)}
      className="py-8"
      {...(testId ? { testId } : {})}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden />
          {t('retry')}
        </Button>
      }
    />
  );
};
