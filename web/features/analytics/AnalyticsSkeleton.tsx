import { Skeleton } from '@web/components/ui/Skeleton';

/** The shape of an analytics page while its figures load. */
export const AnalyticsSkeleton = () => (
  <div aria-busy data-testid="analytics-loading" className="space-y-4">
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
    <div className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-72" />
      <Skeleton className="h-72" />
    </div>
  </div>
);
