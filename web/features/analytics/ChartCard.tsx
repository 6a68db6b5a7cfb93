import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBoundary } from './ChartBoundary';
import { ChartCardFrame } from './ChartCardFrame';
import { ChartTable } from './ChartTable';
import { downloadCsv, toCsv } from './csv';
import { formatDay } from './format';
import { LazyTimeChart, timeChartDownloadFailed } from './LazyTimeChart';
import type { ChartKind, ChartSeries } from './TimeChart';

type Row = Record<string, string | number | null> & { day: string };

type ChartCardProps = {
  /** Stable id: test id and CSV file name ('kring-weergaven-2026-11-01-2026-11-30.csv'). */
  id: string;
  title: string;
  rows: readonly Row[];
  series: readonly ChartSeries[];
  kind: ChartKind;
  domain?: [number, number];
  unit?: string;
  /** Shown instead of the chart when every value is empty (e.g. occupancy without opening hours). */
  empty?: ReactNode;
  onRetry: () => void;
};

/**
 * One chart with its title, a CSV download of the table behind it and that table itself for screen readers
 * and keyboard users ('Tabel tonen'). A chart that fails (its code cannot be downloaded, or it cannot draw) shows
 * 'Grafiek kon niet worden geladen' on its own; the table and the CSV stay.
 */
export const ChartCard = ({
  id,
  title,
  rows,
  series,
  kind,
  domain,
  unit,
  empty,
  onRetry,
}: ChartCardProps) => {
  const { t, i18n } = useTranslation('analytics');
  const headers = [t('csv.day'), ...series.map((s) => s.label)];
  const handleDownload = () => {
    const from = rows[0]?.day ?? '';
    const to = rows.at(-1)?.day ?? '';
    const content = toCsv(
      headers,
      rows.map((row) => [row.day, ...series.map((s) => row[s.key] ?? null)]),
    );
    downloadCsv(`kring-${id}-${from}-${to}.csv`, content);
  };
  return (
    <ChartCardFrame id={id} title={title} onDownload={handleDownload}>
      {empty !== undefined && rows.every((row) => series.every((s) => row[s.key] === null)) ? (
        <div className="flex h-56 items-center justify-center rounded-xl border border-dashed border-line bg-sand-50 p-4 text-center text-sm text-ink-soft">
          {empty}
        </div>
      ) : (
        <ChartBoundary
          title={t('chartFailed')}
          retryLabel={t('retry')}
          onRetry={() => {
            // Code that failed to download comes only with a reload; figures that failed, with a refetch.
            if (timeChartDownloadFailed()) window.location.reload();
            else onRetry();
          }}
        >
          <LazyTimeChart data={rows} series={series} kind={kind} domain={domain} unit={unit} />
        </ChartBoundary>
      )}
      <ChartTable
        caption={title}
        headers={headers}
        rows={rows.map((row) => ({
          key: row.day,
          label: formatDay(row.day, i18n.language, 'long'),
          values: series.map((s) => row[s.key] ?? '–'),
        }))}
      />
    </ChartCardFrame>
  );
};
