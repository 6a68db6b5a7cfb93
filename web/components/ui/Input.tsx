import type { ComponentPropsWithRef } from 'react';
import { cn } from '@web/lib/cn';

export const fieldClassName =
  'w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-inner shadow-sand-100/60 placeholder:text-ink-muted transition-colors focus:border-forest-400 focus:outline-none focus:ring-3 focus:ring-forest-100 aria-invalid:border-red-400 aria-invalid:focus:ring-red-100 disabled:opacity-60';

export const Input = ({ className, ...props }: ComponentPropsWithRef<'input'>) => (
  <input className={cn(fieldClassName, 'h-12', className)} {...props} />
);
