import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';

type ChartCardFrameProps = {
  /** Test id ('chart-<id>'). */
  id: string;
  title: string;
  /** Downloads the table behind the chart as CSV. */
  onDownload: () => void;
  children: ReactNode;
};

/** The card around a chart: its title and the CSV download beside it, the chart and its table below. */
export const ChartCardFrame = ({ id, title, onDownload, children }: ChartCardFrameProps) => {
  const { t } = useTranslation('analytics');
  return (
    <Card data-testid={`chart-${id}`}>
      <CardBody className="p-4 sm:p-6">
        <div className="mb-3 flex items-start justify-between gap-3">
          <h2 className="font-display text-lg font-semibold text-ink">{title}</h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDownload}
            aria-label={t('csv.downloadLabel', { title })}
          >
            <Download aria-hidden />
            {t('csv.download')}
          </Button>
        </div>
        {children}
      </CardBody>
    </Card>
  );
};
