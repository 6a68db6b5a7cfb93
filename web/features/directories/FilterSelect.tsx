import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import type { Choice } from './ToolbarParts';

const selectClass = cn(fieldClassName, 'h-10 px-3 py-0 text-sm');

type FilterSelectProps = {
  id: string;
  label: string;
  /** '' (or null) selects the first option, `anyLabel`: the filter is off. */
  value: string | number | null;
  onChange: (value: string) => void;
  /** 'Alle typen', 'Geen voorkeur'…: the option that turns the filter off. */
  anyLabel: string;
  options: readonly Choice<string | number>[];
  testId: string;
  /** A bound inside a range field: the small, soft label under the range's legend. */
  compact?: boolean;
};

/** One labelled select of a directory's own filter fields (type, category, capacity, a price bound…). */
export const FilterSelect = ({
  id,
  label,
  value,
  onChange,
  anyLabel,
  options,
  testId,
  compact = false,
}: FilterSelectProps) => (
  <div className={compact ? 'flex flex-col gap-1' : 'flex flex-col gap-2'}>
    <label htmlFor={id} className={compact ? 'text-xs text-ink-soft' : 'text-sm font-medium text-ink'}>
      {label}
    </label>
    <select
      id={id}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      className={selectClass}
      data-testid={testId}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </div>
);

/** A number filter's value from its select: '' (the 'any' option) is no bound. */
export const boundOf = (value: string): number | null => (value ? Number(value) : null);

/**
 * An option kept in the list although the loaded options lack it: a value from a shared link stays selectable
 * before (or without) the list of options, shown by its raw value.
 */
export const withCurrentChoice = (
  current: string,
  options: readonly Choice<string>[],
): readonly Choice<string>[] =>
  current && !options.some((option) => option.value === current)
    ? [{ value: current, label: current }, ...options]
    : options;

type FilterRangeProps = {
  /** The range's legend ('Prijs'). */
  legend: string;
  idPrefix: string;
  testIdPrefix: string;
  /** What the range bounds: 'price' gives `${idPrefix}-min-price` and `${idPrefix}-max-price`. */
  name: string;
  min: number | null;
  max: number | null;
  onMinChange: (min: number | null) => void;
  onMaxChange: (max: number | null) => void;
  /** The steps a bound can take; a bound that would cross the other one is not offered. */
  steps: readonly number[];
  format: (n: number) => string;
  minLabel: string;
  maxLabel: string;
  anyLabel: string;
};

/** A from–to pair of selects under one legend (the professionals' price range). */
export const FilterRange = ({
  legend,
  idPrefix,
  testIdPrefix,
  name,
  min,
  max,
  onMinChange,
  onMaxChange,
  steps,
  format,
  minLabel,
  maxLabel,
  anyLabel,
}: FilterRangeProps) => {
  const choices = (keep: (n: number) => boolean) =>
    steps.filter(keep).map((n) => ({ value: n, label: format(n) }));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <FilterSelect
          compact
          id={`${idPrefix}-min-${name}`}
          label={minLabel}
          value={min}
          onChange={(value) => onMinChange(boundOf(value))}
          anyLabel={anyLabel}
          options={choices((n) => max === null || n <= max)}
          testId={`${testIdPrefix}-min-${name}`}
        />
        <FilterSelect
          compact
          id={`${idPrefix}-max-${name}`}
          label={maxLabel}
          value={max}
          onChange={(value) => onMaxChange(boundOf(value))}
          anyLabel={anyLabel}
          options={choices((n) => min === null || n >= min)}
          testId={`${testIdPrefix}-max-${name}`}
        />
      </div>
    </fieldset>
  );
};
