import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/DropdownMenu';
import { cn } from '@web/lib/cn';
import { navItemClassName } from './navItemStyle';

export type NavDropdownItem = { to: string; label: string; separatorBefore?: boolean; icon?: ReactNode };

export type NavDropdownProps = {
  label: string;
  items: readonly NavDropdownItem[];
  active?: boolean;
  testId?: string;
  /** Open at once: the stand-in was pressed while this chunk loaded (web/lib/lazyPart.tsx). */
  defaultOpen?: boolean;
};

/** A header menu (Radix: arrow keys, Escape, typeahead) whose items are router links. */
export const NavDropdown = ({ label, items, active = false, testId, defaultOpen }: NavDropdownProps) => (
  <DropdownMenu modal={false} defaultOpen={defaultOpen}>
    <DropdownMenuTrigger
      className={cn(navItemClassName(active), 'data-[state=open]:bg-sand-100')}
      data-testid={testId}
    >
      {label}
      <ChevronDown aria-hidden className="size-4 opacity-60" />
    </DropdownMenuTrigger>
    <DropdownMenuContent>
      {items.map((item) => (
        <div key={`${item.to}-${item.label}`}>
          {item.separatorBefore ? <DropdownMenuSeparator /> : null}
          <DropdownMenuItem asChild>
            <Link to={item.to}>
              {item.icon}
              {item.label}
            </Link>
          </DropdownMenuItem>
        </div>
      ))}
    </DropdownMenuContent>
  </DropdownMenu>
);
