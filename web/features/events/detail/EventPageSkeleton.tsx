import { Container } from '@web/components/ui/Container';
import { Skeleton } from '@web/components/ui/Skeleton';

/** Same boxes as the loaded page, so nothing jumps when the data arrives. */
export const EventPageSkeleton = () => (
  <Container className="py-6 sm:py-10" aria-busy data-testid="event-page-loading">
    <Skeleton className="aspect-[16/9] w-full rounded-[var(--radius-card)] sm:aspect-[21/8]" />
    <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="mt-8 h-40 w-full" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-44 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  </Container>
);
