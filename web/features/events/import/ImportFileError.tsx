import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '@web/components/ui/StatePanel';
import { apiErrorHint, apiErrorMessage } from '@web/lib/apiErrors';

type ImportFileErrorProps = { error: unknown };

/** A file the server refused as a whole (too big, not CSV, columns missing): its Dutch message and hint. */
export const ImportFileError = ({ error }: ImportFileErrorProps) => {
  const { t } = useTranslation('bulkUpload');
  const hint = apiErrorHint(error, t);
  return (
    <StatePanel
      tone="error"
      icon={TriangleAlert}
      testId="bulk-file-error"
      title={t('error.title')}
      description={
        <>
          <p>{apiErrorMessage(error, t)}</p>
          {hint ? <p className="mt-1">{hint}</p> : null}
        </>
      }
    />
  );
};
