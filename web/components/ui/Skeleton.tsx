import type { ComponentPropsWithRef } from 'react';
import { cn } from '@web/lib/cn';

export const Skeleton = ({ className, ...props }: ComponentPropsWithRef<'div'>) => (
  <div aria-hidden className={cn('animate-pulse rounded-xl bg-sand-200/70', className)} {...props} />
);
