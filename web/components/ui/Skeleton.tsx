import type { ComponentPropsWithRef } from 'react';
import { cn } from '@web/lib/cn';

export const Skeleton = ({ className, ...props }: ComponentPropsWithRef<'div'>) => (
  <div aria-hidden className={cn('animate-pulse rounded-xl bg-sand-200/70', className)} {...props} />
);

type SkeletonListProps = { rows?: number; rowClassName: string; className?: string };

/** A loading list or grid: `rows` placeholders of `rowClassName` in a busy container. */
export const SkeletonList = ({ rows = 6, rowClassName, className = 'space-y-2' }: SkeletonListProps) => (
  <div className={className} aria-busy>
    {Array.from({ length: rows }, (_, i) => (
      <Skeleton key={i} className={rowClassName} />
    ))}
  </div>
);
