import { cn } from '@web/lib/cn';

/** Look of a header navigation item (links and menu triggers alike). */
export const navItemClassName = (active: boolean) =>
  cn(
    'inline-flex h-10 items-center gap-1 rounded-full px-3.5 text-[0.94rem] font-medium transition-colors',
    active ? 'bg-forest-50 text-forest-800' : 'text-ink-soft hover:bg-sand-100 hover:text-ink',
  );
