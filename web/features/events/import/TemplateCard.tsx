import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BULK_COLUMNS } from '@core/schemas/bulkUpload';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { IMPORT_TEMPLATE_URL } from './api';

/** Step 1: the template download and what each column means. */
export const TemplateCard = () => {
  const { t } = useTranslation('bulkUpload');
  return (
    <Card>
      <CardBody className="space-y-4">
        <div>
          <h2 className="text-xl font-semibold">{t('template.title')}</h2>
          <p className="mt-1 text-ink-soft">{t('template.text')}</p>
        </div>
        <Button asChild variant="secondary">
          <a href={IMPORT_TEMPLATE_URL} download data-testid="bulk-template-download">
            <Download aria-hidden />
            {t('template.download')}
          </a>
        </Button>
        <details className="group rounded-xl border border-line/80 bg-sand-50/60 px-4 py-3">
          <summary className="cursor-pointer font-medium text-forest-800 focus-visible:outline-2 focus-visible:outline-forest-600">
            {t('template.columnsToggle')}
          </summary>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {BULK_COLUMNS.map((column) => (
              <div key={column.key} className="contents">
                <dt className="font-mono font-medium break-all text-ink">
                  {column.key}
                  {column.required ? (
                    <span className="ml-1 text-clay-700">({t('template.required')})</span>
                  ) : null}
                </dt>
                <dd className="mb-2 text-ink-soft sm:mb-0">{t(`template.columns.${column.key}`)}</dd>
              </div>
            ))}
          </dl>
        </details>
      </CardBody>
    </Card>
  );
};
