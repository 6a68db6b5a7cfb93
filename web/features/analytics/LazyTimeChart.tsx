import { lazy, Suspense, useEffect } from 'react';
import { Skeleton } from '@web/components/ui/Skeleton';
import type { TimeChart, TimeChartProps } from './TimeChart';

let downloadFailed = false;
let download: Promise<{ default: typeof TimeChart }> | null = null;

/** One download of the chart code for the page, whoever asks first: the preload or the first chart. */
const loadTimeChart = () => {
  download ??= import('./TimeChart').then(
    (m) => ({ default: m.TimeChart }),
    (error: unknown) => {
      downloadFailed = true;
      throw error;
    },
  );
  return download;
};

/**
 * Recharts (and TimeChart on top of it) is fetched when an analytics page opens, so neither the shell nor the
 * rest of the page waits for it.
 */
const Chart = lazy(loadTimeChart);

/**
 * Starts the chart download as soon as a dashboard with charts mounts, alongside its figures, instead of after
 * them: on a slow phone the two round trips one after the other were seconds. A failure shows in the charts.
 */
export const usePreloadTimeChart = () => {
  useEffect(() => {
    loadTimeChart().catch(() => undefined);
  }, []);
};

/**
 * Whether the chart code could not be downloaded. Browsers keep a failed module import (Chromium before
 * 154 did, the Chromium of the npm test path still does), so only a page reload fetches it again.
 */
export const timeChartDownloadFailed = (): boolean => downloadFailed;

/** The chart with a skeleton while its code loads; a failure goes to the surrounding ChartBoundary. */
export const LazyTimeChart = (props: TimeChartProps) => (
  <Suspense fallback={<Skeleton className="h-56 w-full" />}>
    <Chart {...props} />
  </Suspense>
);
