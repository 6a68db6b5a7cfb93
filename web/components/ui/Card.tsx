import type { ComponentPropsWithRef } from 'react';
import { cn } from '@web/lib/cn';

type CardProps = ComponentPropsWithRef<'div'> & { interactive?: boolean };

export const Card = ({ className, interactive = false, ...props }: CardProps) => (
  <div
    className={cn(
      'rounded-[var(--radius-card)] border border-line/80 bg-white shadow-[var(--shadow-soft)]',
      interactive && 'transition duration-300 hover:-translate-y-0.5 hover:shadow-[var(--shadow-lift)]',
      className,
    )}
    {...props}
  />
);

export const CardBody = ({ className, ...props }: ComponentPropsWithRef<'div'>) => (
  <div className={cn('p-6', className)} {...props} />
);
