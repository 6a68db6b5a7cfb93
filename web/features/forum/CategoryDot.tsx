import { cn } from '@web/lib/cn';

/** The dot of a category's colour beside its name (a category without a colour gets the forum green). */
export const CategoryDot = ({ color, className }: { color: string | null; className: string }) => (
  <span
    aria-hidden
    className={cn('rounded-full', className)}
    style={{ backgroundColor: color ?? '#6b8f71' }}
  />
);
