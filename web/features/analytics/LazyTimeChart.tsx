import { lazy, Suspense } from 'react';
import { Skeleton } from '@web/components/ui/Skeleton';
import type { TimeChartProps } from './TimeChart';

let downloadFailed = false;

/**
 * Recharts (and TimeChart on top of it) is fetched when the first chart draws, so neither the shell nor the
 * rest of the analytics page waits for it.
 */
const Chart = lazy(() =>
  import('./TimeChart').then(
    (m) => ({ default: m.TimeChart }),
    (error: unknown) => {
      downloadFailed = true;
      throw error;
    },
  ),
);

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
