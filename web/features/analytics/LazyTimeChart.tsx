import { type ComponentType, lazy, Suspense } from 'react';
import { Skeleton } from '@web/components/ui/Skeleton';
import type { TimeChartProps } from './TimeChart';

const load = () => import('./TimeChart').then((m) => ({ default: m.TimeChart }));

/**
 * Recharts (and TimeChart on top of it) is fetched when the first chart draws, so neither the shell nor the
 * rest of the analytics page waits for it. React.lazy keeps a failed download, so a retry needs a new lazy
 * component: `reloadTimeChart` makes one, and ChartBoundary's retry calls it before drawing again.
 */
let Chart: ComponentType<TimeChartProps> = lazy(load);

export const reloadTimeChart = (): void => {
  Chart = lazy(load);
};

/** The chart with a skeleton while its code loads; a failure goes to the surrounding ChartBoundary. */
export const LazyTimeChart = (props: TimeChartProps) => {
  const Current = Chart;
  return (
    <Suspense fallback={<Skeleton className="h-56 w-full" />}>
      <Current {...props} />
    </Suspense>
  );
};
