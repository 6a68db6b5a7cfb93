import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';

/** Five stars, `value` of them filled (rounded), with a spoken label. */
export const Stars = ({ value, className }: { value: number; className?: string }) => {
  const { t } = useTranslation('reviews');
  const filled = Math.round(value);
  return (
    <span
      role="img"
      className={cn('inline-flex items-center gap-0.5', className)}
      aria-label={t('stars', { count: filled })}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={i < filled ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-sand-300'}
        />
      ))}
    </span>
  );
};

type StarInputProps = {
  name: string;
  value: number;
  onChange: (value: number) => void;
  legend: string;
  error?: string | undefined;
};

/**
 * The rating as a radio group: one native radio per star, so arrow keys move and Space chooses, and screen
 * readers say '4 van 5 sterren'. The stars up to the chosen (or hovered) one are filled.
 */
export const StarRatingInput = ({ name, value, onChange, legend, error }: StarInputProps) => {
  const { t } = useTranslation('reviews');
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-1.5 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="group cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-forest-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={t('stars', { count: n })}
            />
            <Star
              aria-hidden
              className={cn(
                'size-8 transition-colors',
                n <= value ? 'fill-amber-400 text-amber-500' : 'text-sand-300 group-hover:text-amber-400',
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
