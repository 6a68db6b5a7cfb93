import { Card } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';

export const EventCardSkeleton = () => (
  <Card className="overflow-hidden">
    <Skeleton className="aspect-[16/10] rounded-none" />
    <div className="space-y-3 p-5">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-6 w-4/5" />
      <Skeleton className="h-4 w-1/2" />
      <div className="flex justify-between pt-3">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-7 w-20 rounded-full" />
      </div>
    </div>
  </Card>
);
