import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';

type ImportSuccessProps = { imported: number; onAgain: () => void };

/** After the import: how many drafts there are now, and the ways forward. */
export const ImportSuccess = ({ imported, onAgain }: ImportSuccessProps) => {
  const { t } = useTranslation('bulkUpload');
  const ref = useRef<HTMLDivElement>(null);
  // The long preview is gone: bring the outcome into view (the page may be scrolled far down) and announce it.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <StatePanel
        icon={CircleCheck}
        testId="bulk-success"
        title={t('success.title', { count: imported })}
        description={t('success.text', { count: imported })}
        action={
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={onAgain}>{t('success.again')}</Button>
            <Button asChild variant="secondary">
              <Link to="/dashboard/evenementen/concepten">{t('success.drafts')}</Link>
            </Button>
          </div>
        }
      />
    </div>
  );
};
