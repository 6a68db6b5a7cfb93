import { FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_UPLOAD_MAX_ROWS } from '@core/schemas/bulkUpload';
import { buttonVariants } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { cn } from '@web/lib/cn';

type FileCardProps = { file: File | null; checking: boolean; onChoose: (file: File) => void };

/** Step 2: choose the CSV file; choosing one (again) starts the check. */
export const FileCard = ({ file, checking, onChoose }: FileCardProps) => {
  const { t } = useTranslation('bulkUpload');
  const id = useId();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Clear the input so choosing the same (corrected) file again fires a change.
    event.target.value = '';
    if (chosen) onChoose(chosen);
  };

  return (
    <Card>
      <CardBody className="space-y-4">
        <div>
          <h2 className="text-xl font-semibold">{t('file.title')}</h2>
          <p className="mt-1 text-ink-soft">{t('file.text', { max: BULK_UPLOAD_MAX_ROWS })}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <label
            htmlFor={id}
            className={cn(
              buttonVariants(),
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest-600',
            )}
          >
            <FileSpreadsheet aria-hidden />
            {t('file.choose')}
            <input
              id={id}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              data-testid="bulk-file-input"
              onChange={handleChange}
            />
          </label>
          <p className="min-w-0 text-sm break-words text-ink-soft" aria-live="polite">
            {checking ? (
              <span className="inline-flex items-center gap-2">
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
                {t('file.checking')}
              </span>
            ) : file ? (
              t('file.chosen', { name: file.name })
            ) : (
              t('file.none')
            )}
          </p>
        </div>
      </CardBody>
    </Card>
  );
};
