import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '@web/lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-medium transition-colors duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600 disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-forest-700 text-white shadow-sm hover:bg-forest-800',
        accent: 'bg-clay-600 text-white shadow-sm hover:bg-clay-700',
        secondary: 'border border-line bg-white text-ink hover:border-forest-300 hover:bg-forest-50',
        ghost: 'text-ink-soft hover:bg-forest-50 hover:text-ink',
        light: 'bg-white/90 text-forest-900 shadow-sm backdrop-blur hover:bg-white',
        outlineLight: 'border border-white/60 text-white hover:bg-white/10',
        link: 'rounded-none px-0 text-forest-700 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-7 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentPropsWithRef<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child (a Link, an anchor) with button styling instead of a <button>. */
    asChild?: boolean;
  };

export const Button = ({ className, variant, size, asChild = false, type, ...props }: ButtonProps) => {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
};
