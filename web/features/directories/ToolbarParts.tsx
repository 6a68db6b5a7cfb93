import { LoaderCircle, Search, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { useCallback } from 'react';
import { FILTER_DEBOUNCE } from '@core/domain/eventFilters';
import { Button } from '@web/components/ui/Button';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import { type CommitOptions, useDebouncedField } from '@web/lib/useDebouncedField';

/**
 * The pieces of a list toolbar, text-free so /events (its own namespace and map view) and every directory
 * (DirectoryToolbar) share them. Test ids are `${testIdPrefix}-…` so existing specs keep their names.
 */

const sameText = (a: string, b: string) => a.trim() === b.trim();

type SearchBoxProps = {
  value: string;
  /** The trimmed text; the first commit of a typing burst adds a history entry, the next ones replace it. */
  onCommit: (q: string, options: CommitOptions) => void;
  id: string;
  label: string;
  placeholder: string;
  testId: string;
  className?: string;
  /** Shows the label above the field (inside a filter panel); otherwise it is for screen readers only. */
  showLabel?: boolean;
};

/** Search text, applied 300 ms after typing stops (spec §5); Enter and blur apply it at once. */
export const SearchBox = ({
  value,
  onCommit,
  id,
  label,
  placeholder,
  testId,
  className,
  showLabel = false,
}: SearchBoxProps) => {
  const commit = useCallback((q: string, options: CommitOptions) => onCommit(q.trim(), options), [onCommit]);
  const field = useDebouncedField(value, FILTER_DEBOUNCE.search, commit, sameText);
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-ink' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={field.draft}
          placeholder={placeholder}
          onChange={(e) => field.change(e.target.value)}
          onFocus={field.startBurst}
          onBlur={field.flush}
          onKeyDown={(e) => {
            if (e.key === 'Enter') field.flush();
          }}
          className={cn(fieldClassName, 'h-12 pl-11')}
          data-testid={testId}
        />
      </div>
    </div>
  );
};

type FiltersButtonProps = {
  count: number;
  onClick: () => void;
  label: string;
  countLabel: string;
  testIdPrefix: string;
};

/** Opens the filter sheet on small screens; the badge counts the filters in use. */
export const FiltersButton = ({ count, onClick, label, countLabel, testIdPrefix }: FiltersButtonProps) => (
  <Button
    variant="secondary"
    onClick={onClick}
    className="h-12 shrink-0"
    aria-label={count > 0 ? countLabel : label}
    data-testid={`${testIdPrefix}-filters-button`}
  >
    <SlidersHorizontal aria-hidden />
    <span>{label}</span>
    {count > 0 ? (
      <span
        aria-hidden
        className="grid min-w-5 place-items-center rounded-full bg-forest-700 px-1.5 text-xs font-semibold text-white"
        data-testid={`${testIdPrefix}-filters-count`}
      >
        {count}
      </span>
    ) : null}
  </Button>
);

type ResultSummaryProps = {
  countText: string | null;
  refreshing: boolean;
  refreshingText: string;
  testIdPrefix: string;
};

/** 'N … gevonden' and 'Bijwerken...'; full width on a phone so the results never jump down (CLS). */
export const ResultSummary = ({
  countText,
  refreshing,
  refreshingText,
  testIdPrefix,
}: ResultSummaryProps) => (
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
    {refreshing ? (
      <p
        className="inline-flex items-center gap-1.5 text-sm text-ink-muted"
        data-testid={`${testIdPrefix}-refreshing`}
      >
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        {refreshingText}
      </p>
    ) : null}
  </div>
);

export type Choice<T extends string | number> = { value: T; label: string };

type PillSelectProps<T extends string | number> = {
  id: string;
  label: string;
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
  testId: string;
};

/** A compact select of the toolbar (sort order, grid columns) with a screen-reader label. */
export const PillSelect = <T extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
  testId,
}: PillSelectProps<T>) => (
  <>
    <label htmlFor={id} className="sr-only">
      {label}
    </label>
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)?.value ?? value)}
      className={cn(fieldClassName, 'h-9 w-auto rounded-full px-3 py-0 text-sm')}
      data-testid={testId}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </>
);

type ViewToggleProps<T extends string> = {
  label: string;
  value: T;
  modes: readonly (Choice<T> & { icon: LucideIcon })[];
  onChange: (mode: T) => void;
  testIdPrefix: string;
};

/** Grid/list (and /events' map) as pressed buttons; the text shows from the small breakpoint up. */
export const ViewToggle = <T extends string>({
  label,
  value,
  modes,
  onChange,
  testIdPrefix,
}: ViewToggleProps<T>) => (
  <div role="group" aria-label={label} className="flex rounded-full bg-white p-1 ring-1 ring-line">
    {modes.map(({ value: mode, label: text, icon: Icon }) => {
      const on = value === mode;
      return (
        <button
          key={mode}
          type="button"
          aria-pressed={on}
          title={text}
          onClick={() => onChange(mode)}
          className={cn(
            'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-forest-600',
            on ? 'bg-forest-700 text-white' : 'text-ink-soft hover:text-ink',
          )}
          data-testid={`${testIdPrefix}-view-${mode}`}
        >
          <Icon aria-hidden className="size-4" />
          <span className="sr-only sm:not-sr-only">{text}</span>
        </button>
      );
    })}
  </div>
);
