import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@web/components/ui/Skeleton';
import { ChartBoundary, ChartCardFrame, ChartTable, downloadCsv, toCsv } from '@web/features/analytics';

/** Recharts comes with the first chart that draws, never with the shell. */
const RankedChart = lazy(() => import('./RankedChart').then((m) => ({ default: m.RankedChart })));

export type RankedRow = { key: string; label: string; values: readonly number[] };

type RankedCardProps = {
  /** Test id and CSV file name ('kring-zoektermen-2026-10-28-2026-11-26.csv'). */
  id: string;
  title: string;
  /** Header of the name column and of each value column; the chart draws the first value. */
  nameLabel: string;
  valueLabels: readonly string[];
  rows: readonly RankedRow[];
  period: { from: string; to: string };
  empty: string;
  onRetry: () => void;
};

/**
 * Named counts (events per type or province, search terms, pages): bars of the first value, the table with
 * every value below them for screen readers and keyboard users, and the table as a CSV.
 */
export const RankedCard = ({
  id,
  title,
  nameLabel,
  valueLabels,
  rows,
  period,
  empty,
  onRetry,
}: RankedCardProps) => {
  const { t: tChart } = useTranslation('analytics');
  const headers = [nameLabel, ...valueLabels];
  const handleDownload = () =>
    downloadCsv(
      `kring-${id}-${period.from}-${period.to}.csv`,
      toCsv(
        headers,
        rows.map((row) => [row.label, ...row.values]),
      ),
    );
  return (
    <ChartCardFrame id={id} title={title} onDownload={handleDownload}>
      {rows.length === 0 ? (
        <p className="flex h-28 items-center justify-center rounded-xl border border-dashed border-line bg-sand-50 p-4 text-center text-sm text-ink-soft">
          {empty}
        </p>
      ) : (
        <>
          <ChartBoundary title={tChart('chartFailed')} retryLabel={tChart('retry')} onRetry={onRetry}>
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <RankedChart
                data={rows.slice(0, 10).map((row) => ({ label: row.label, value: row.values[0] ?? 0 }))}
                valueLabel={valueLabels[0] ?? ''}
              />
            </Suspense>
          </ChartBoundary>
          <ChartTable caption={title} headers={headers} rows={rows} />
        </>
      )}
    </ChartCardFrame>
  );
};
