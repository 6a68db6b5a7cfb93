import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';
import { ChartBoundary, downloadCsv, toCsv } from '@web/features/analytics';

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
    <Card data-testid={`chart-${id}`}>
      <CardBody className="p-4 sm:p-6">
        <div className="mb-3 flex items-start justify-between gap-3">
          <h2 className="font-display text-lg font-semibold text-ink">{title}</h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={handleDownload}
            aria-label={tChart('csv.downloadLabel', { title })}
          >
            <Download aria-hidden />
            {tChart('csv.download')}
          </Button>
        </div>
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
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer text-ink-soft hover:text-ink">{tChart('showTable')}</summary>
              <div className="mt-2 max-h-64 overflow-auto">
                <table className="w-full text-left">
                  <caption className="sr-only">{title}</caption>
                  <thead>
                    <tr>
                      {headers.map((h) => (
                        <th key={h} scope="col" className="py-1 pr-3 font-medium">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.key} className="border-t border-line/60">
                        <th scope="row" className="py-1 pr-3 font-normal break-words">
                          {row.label}
                        </th>
                        {row.values.map((value, i) => (
                          <td key={valueLabels[i]} className="py-1 pr-3 tabular-nums">
                            {value}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </CardBody>
    </Card>
  );
};
