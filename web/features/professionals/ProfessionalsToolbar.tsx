import { LayoutGrid, List, LoaderCircle } from 'lucide-react';
import { DIRECTORY_VIEWS, type DirectoryView } from '@core/domain/venueFilters';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';

export type ProfessionalsToolbarProps<Sort extends string> = {
  /** '{n} professionals gevonden'; null while the count is not known. */
  countText: string | null;
  /** 'Bijwerken...' while a new filter loads over the shown results; null when not refreshing. */
  refreshingText: string | null;
  sort: { value: Sort; options: readonly { value: Sort; label: string }[]; label: string };
  onSortChange: (sort: Sort) => void;
  view: DirectoryView;
  viewLabels: { group: string; grid: string; list: string };
  onViewChange: (view: DirectoryView) => void;
  /** Prefix of the test ids: `{prefix}-count`, `{prefix}-sort`, `{prefix}-view-grid`. */
  testIdPrefix: string;
};

const VIEW_ICONS = { grid: LayoutGrid, list: List } as const;

/**
 * The bar above a directory's results (spec §2): the count and 'Bijwerken...', the sort select and the
 * grid/list switch. Texts come from the directory's own namespace.
 */
export const ProfessionalsToolbar = <Sort extends string>({
  countText,
  refreshingText,
  sort,
  onSortChange,
  view,
  viewLabels,
  onViewChange,
  testIdPrefix,
}: ProfessionalsToolbarProps<Sort>) => (
  <div className="flex flex-wrap items-center justify-between gap-3">
    <div className="flex min-h-9 basis-full items-center gap-3 sm:basis-auto">
      {countText !== null ? (
        <p
          className="text-sm font-medium text-ink-soft"
          data-testid={`${testIdPrefix}-count`}
          aria-live="polite"
        >
          {countText}
        </p>
      ) : null}
      {refreshingText !== null ? (
        <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {refreshingText}
        </p>
      ) : null}
    </div>
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${testIdPrefix}-sort`} className="sr-only">
        {sort.label}
      </label>
      <select
        id={`${testIdPrefix}-sort`}
        value={sort.value}
        onChange={(e) => onSortChange(e.target.value as Sort)}
        className={cn(fieldClassName, 'h-9 w-auto rounded-full px-3 py-0 text-sm')}
        data-testid={`${testIdPrefix}-sort`}
      >
        {sort.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <div
        role="group"
        aria-label={viewLabels.group}
        className="flex rounded-full bg-white p-1 ring-1 ring-line"
      >
        {DIRECTORY_VIEWS.map((mode) => {
          const Icon = VIEW_ICONS[mode];
          const on = view === mode;
          return (
            <button
              key={mode}
              type="button"
              aria-pressed={on}
              title={viewLabels[mode]}
              onClick={() => onViewChange(mode)}
              className={cn(
                'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-forest-600',
                on ? 'bg-forest-700 text-white' : 'text-ink-soft hover:text-ink',
              )}
              data-testid={`${testIdPrefix}-view-${mode}`}
            >
              <Icon aria-hidden className="size-4" />
              <span className="sr-only sm:not-sr-only">{viewLabels[mode]}</span>
            </button>
          );
        })}
      </div>
    </div>
  </div>
);
