import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@web/lib/cn';

type OverviewTileProps = {
  to: string;
  icon: LucideIcon;
  value: string;
  label: string;
  /** 'text' for a word or a call to action instead of a figure: set smaller, so it fits a phone's tile. */
  valueKind?: 'figure' | 'text';
  testId?: string;
};

/** One figure of the overview, the whole tile a link to the screen behind it. */
export const OverviewTile = ({
  to,
  icon: Icon,
  value,
  label,
  valueKind = 'figure',
  testId,
}: OverviewTileProps) => (
  <Link
    to={to}
    data-testid={testId}
    className="group flex items-center gap-3 rounded-[var(--radius-card)] border border-line/80 bg-white p-4 shadow-[var(--shadow-soft)] transition hover:border-forest-300 hover:bg-forest-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600"
  >
    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-700">
      <Icon aria-hidden className="size-5" />
    </span>
    <span className="min-w-0 flex-1">
      <span
        className={cn(
          'block font-display leading-tight font-semibold text-ink',
          valueKind === 'figure' ? 'text-2xl tabular-nums' : 'text-lg',
        )}
      >
        {value}
      </span>
      <span className="block text-sm text-ink-soft">{label}</span>
    </span>
    <ChevronRight aria-hidden className="size-4 text-ink-soft transition group-hover:translate-x-0.5" />
  </Link>
);
