import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsRange } from '@core/schemas/analytics';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { AnalyticsSkeleton } from './AnalyticsSkeleton';
import { formatDay } from './format';
import { usePreloadTimeChart } from './LazyTimeChart';
import { RangePicker } from './RangePicker';

type AnalyticsFrameProps<T extends { from: string; to: string }> = {
  days: AnalyticsRange;
  onDays: (days: AnalyticsRange) => void;
  query: UseQueryResult<T>;
  testId: string;
  /** Instead of the figures when there is nothing to show them for (no venue yet); null to go on. */
  empty?: (data: T) => ReactNode;
  /** The KPI cards, charts and tables of the loaded figures. */
  children: (data: T) => ReactNode;
};

/**
 * What both analytics dashboards share around their figures: the 7/30/90-day picker, a skeleton while they
 * load (and the chart code downloading meanwhile), the error panel with a retry, and the period line above the
 * figures.
 */
export const AnalyticsFrame = <T extends { from: string; to: string }>({
  days,
  onDays,
  query,
  testId,
  empty,
  children,
}: AnalyticsFrameProps<T>) => {
  const { t, i18n } = useTranslation('analytics');
  usePreloadTimeChart();
  const picker = <RangePicker value={days} onChange={onDays} />;
  if (query.isPending)
    return (
      <div className="space-y-4">
        {picker}
        <AnalyticsSkeleton />
      </div>
    );
  if (query.isError)
    return (
      <ErrorPanel
        title={t('loadFailed')}
        description={t('loadFailedHint')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        testId="analytics-error"
      />
    );
  const data = query.data;
  const instead = empty?.(data);
  if (instead) return instead;
  const day = (d: string) => formatDay(d, i18n.language, 'long');
  return (
    <div className="space-y-4" data-testid={testId} aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {picker}
        <p className="text-sm text-ink-soft">{t('period', { from: day(data.from), to: day(data.to) })}</p>
      </div>
      {children(data)}
    </div>
  );
};
