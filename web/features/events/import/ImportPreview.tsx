import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkImportReport } from '@core/schemas/bulkUpload';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { ImportRowTable } from './ImportRowTable';

type ImportPreviewProps = {
  report: BulkImportReport;
  canImport: boolean;
  importing: boolean;
  onImport: () => void;
};

/** Step 3: the dry run's verdict per row, and the import button (disabled while any row has errors). */
export const ImportPreview = ({ report, canImport, importing, onImport }: ImportPreviewProps) => {
  const { t } = useTranslation('bulkUpload');
  const [onlyErrors, setOnlyErrors] = useState(false);
  const rows = onlyErrors ? report.rows.filter((r) => r.errors.length > 0) : report.rows;

  return (
    <Card data-testid="bulk-preview">
      <CardBody className="space-y-4">
        <div>
          <h2 className="text-xl font-semibold">{t('preview.title')}</h2>
          <div className="mt-2 flex flex-wrap gap-2" data-testid="bulk-summary">
            <Badge>{t('preview.total', { count: report.total })}</Badge>
            <Badge tone="forest">{t('preview.valid', { count: report.valid })}</Badge>
            {report.invalid > 0 ? (
              <Badge tone="destructive">{t('preview.invalid', { count: report.invalid })}</Badge>
            ) : null}
          </div>
        </div>
        {report.invalid > 0 ? (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-clay-300 bg-clay-50/70 p-4 text-sm"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-clay-700" />
            <div>
              <p className="font-medium text-ink">{t('preview.blocked')}</p>
              <p className="mt-1 text-ink-soft">{t('preview.fixHint')}</p>
              <label className="mt-3 inline-flex cursor-pointer items-center gap-2 text-ink">
                <input
                  type="checkbox"
                  className="size-4 accent-forest-700"
                  checked={onlyErrors}
                  onChange={(e) => setOnlyErrors(e.target.checked)}
                />
                {t('preview.onlyErrors')}
              </label>
            </div>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-forest-800">
            <CircleCheck aria-hidden className="size-5" />
            {t('preview.allValid')}
          </p>
        )}
        <ImportRowTable rows={rows} />
        <div className="flex flex-col gap-3 border-t border-line/80 pt-4 sm:flex-row sm:items-center sm:justify-end">
          <Button onClick={onImport} disabled={!canImport || importing} data-testid="bulk-import-button">
            {importing ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {importing ? t('preview.importing') : t('preview.import', { count: report.valid })}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
};
