import { MapPin } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClassName } from '@web/components/ui/Input';
import { GEO_MIN_QUERY_LENGTH, useGeoAutocomplete } from '@web/features/geo';
import { cn } from '@web/lib/cn';

/** Spec §9: autocomplete asks the geocoder 400 ms after typing stops. */
const AUTOCOMPLETE_DEBOUNCE_MS = 400;

type HomeCityFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** Home city with place suggestions from the gazetteer (arrow keys, Enter, Escape). */
export const HomeCityField = ({ value, onChange, error }: HomeCityFieldProps) => {
  const { t } = useTranslation('recommendations');
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(value.trim()), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const suggestions = useGeoAutocomplete(typed);
  const options = open && typed.length >= GEO_MIN_QUERY_LENGTH ? (suggestions.data ?? []) : [];
  const listId = 'home-city-suggestions';

  const choose = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active].name);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const describedBy = error ? 'home-city-error' : 'home-city-hint';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="home-city" className="text-sm font-medium text-ink">
        {t('personalisation.city')}
      </label>
      <div className="relative">
        <MapPin aria-hidden className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-ink-muted" />
        <input
          id="home-city"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && options[active] ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          value={value}
          placeholder={t('personalisation.cityPlaceholder')}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className={cn(fieldClassName, 'h-12 pl-10')}
          data-testid="home-city"
        />
        {options.length > 0 ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('personalisation.suggestions')}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-lg"
          >
            {options.map((place, index) => (
              <li
                key={`${place.label}-${place.lat}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place.name)}
                className={cn(
                  'cursor-pointer px-4 py-2 text-sm text-ink',
                  index === active ? 'bg-forest-50' : 'hover:bg-sand-100',
                )}
              >
                {place.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p id="home-city-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="home-city-hint" className="text-sm text-ink-muted">
          {t('personalisation.cityHint')}
        </p>
      )}
    </div>
  );
};
