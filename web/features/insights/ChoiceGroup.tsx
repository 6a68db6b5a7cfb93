import { cn } from '@web/lib/cn';

type ChoiceGroupProps<T extends string | number> = {
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
};

/** A small segmented radio group (period, bucket): arrow keys move, as with any radio group. */
export const ChoiceGroup = <T extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
  testId,
}: ChoiceGroupProps<T>) => (
  <fieldset className="inline-flex rounded-full border border-line bg-white p-1" data-testid={testId}>
    <legend className="sr-only">{legend}</legend>
    {options.map((option) => (
      <label
        key={option.value}
        className={cn(
          'cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-forest-600',
          value === option.value ? 'bg-forest-700 text-white' : 'text-ink-soft hover:text-ink',
        )}
      >
        <input
          type="radio"
          name={name}
          value={option.value}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          className="sr-only"
        />
        {option.label}
      </label>
    ))}
  </fieldset>
);
