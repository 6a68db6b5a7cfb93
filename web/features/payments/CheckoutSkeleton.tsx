import { Skeleton } from '@web/components/ui/Skeleton';

/** The two-column checkout while the session, plan or billing details load. */
export const CheckoutSkeleton = () => (
  <div
    aria-busy="true"
    className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
    data-testid="checkout-loading"
  >
    <div className="space-y-4 rounded-[var(--radius-card)] border border-line/80 bg-white p-6">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
      <Skeleton className="h-12 w-40 rounded-full" />
    </div>
    <div className="space-y-3 rounded-[var(--radius-card)] border border-line/80 bg-white p-6">
      <Skeleton className="h-6 w-32" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-7 w-full" />
    </div>
  </div>
);
