import { Card } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';

/** A card-shaped placeholder while a directory loads. */
export const ListingCardSkeleton = () => (
  <Card className="overflow-hidden" aria-hidden>
    <Skeleton className="aspect-[16/10] rounded-none" />
    <div className="space-y-3 p-5">
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  </Card>
);
