import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** Styled Radix dropdown parts: keyboard navigation, typeahead and focus return come from Radix. */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;

export const DropdownMenuContent = ({
  className,
  align = 'start',
  sideOffset = 10,
  ...props
}: ComponentPropsWithRef<typeof Menu.Content>) => (
  <Menu.Portal>
    <Menu.Content
      align={align}
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-56 rounded-2xl border border-line bg-white p-1.5 shadow-[var(--shadow-lift)] data-[state=open]:animate-pop-in',
        className,
      )}
      {...props}
    />
  </Menu.Portal>
);

export const DropdownMenuItem = ({ className, ...props }: ComponentPropsWithRef<typeof Menu.Item>) => (
  <Menu.Item
    className={cn(
      'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm text-ink outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-forest-50 data-[highlighted]:text-forest-900 [&_svg]:size-4 [&_svg]:text-forest-600',
      className,
    )}
    {...props}
  />
);

export const DropdownMenuLabel = ({ className, children }: { className?: string; children: ReactNode }) => (
  <Menu.Label
    className={cn('px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase', className)}
  >
    {children}
  </Menu.Label>
);

export const DropdownMenuSeparator = () => <Menu.Separator className="mx-2 my-1.5 h-px bg-line" />;
