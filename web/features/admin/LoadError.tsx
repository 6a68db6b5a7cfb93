import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { apiErrorMessage } from '@web/lib/apiErrors';

type LoadErrorProps = { error: unknown; onRetry: () => void };

/** A failed admin query: the server's message and a retry. */
export const LoadError = ({ error, onRetry }: LoadErrorProps) => {
  const { t } = useTranslation('admin');
  return (
    <StatePanel
      tone="error"
      icon={TriangleAlert}
      title={t('errors.loadTitle')}
      description={apiErrorMessage(error, t)}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
};
