import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '@web/lib/cn';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium', {
  variants: {
    tone: {
      neutral: 'bg-sand-100 text-ink-soft',
      forest: 'bg-forest-100 text-forest-800',
      clay: 'bg-clay-100 text-clay-700',
      premium: 'bg-amber-100 text-amber-900',
      destructive: 'bg-red-100 text-red-800',
      glass: 'bg-white/85 text-forest-900 backdrop-blur',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

type BadgeProps = ComponentPropsWithRef<'span'> & VariantProps<typeof badgeVariants>;

export const Badge = ({ className, tone, ...props }: BadgeProps) => (
  <span className={cn(badgeVariants({ tone }), className)} {...props} />
);
