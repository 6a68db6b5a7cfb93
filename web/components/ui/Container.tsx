import type { ComponentPropsWithRef } from 'react';
import { cn } from '@web/lib/cn';

type ContainerProps = ComponentPropsWithRef<'div'> & { size?: 'narrow' | 'default' | 'wide' };

const widths = { narrow: 'max-w-3xl', default: 'max-w-6xl', wide: 'max-w-7xl' } as const;

export const Container = ({ className, size = 'default', ...props }: ContainerProps) => (
  <div className={cn('mx-auto w-full px-5 sm:px-8', widths[size], className)} {...props} />
);
