import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GeoPlace } from '@core/schemas/geo';
import { Field } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import type { EventFormValues } from '../eventFormValues';
import { usePlaceSearch } from '../queries';
import { useDebouncedValue } from './useDebouncedValue';
import { useFieldError } from './useFieldError';

/** Spec §9: place autocomplete waits 400 ms after typing. */
const PLACE_DELAY_MS = 400;

/**
 * The city, with suggestions from the geocoder (GET /api/geo/search). Picking one stores its coordinates;
 * typing by hand clears them so the server geocodes the text instead. Without suggestions it is a plain input.
 */
export const CityField = () => {
  const { t } = useTranslation('eventAdmin');
  const { register, setValue, control } = useFormContext<EventFormValues>();
  const city = useWatch({ control, name: 'city' });
  const hasCoordinates = useWatch({ control, name: 'latitude' }) !== null;
  const error = useFieldError('city');
  const [open, setOpen] = useState(false);
  const q = useDebouncedValue(city.trim(), PLACE_DELAY_MS);
  const places = usePlaceSearch(open ? q : '');
  const suggestions = open ? (places.data?.results ?? []).slice(0, 5) : [];
  const { onChange, ...field } = register('city');

  const handlePick = (place: GeoPlace) => {
    setValue('city', place.name, { shouldDirty: true, shouldValidate: Boolean(error) });
    setValue('latitude', place.lat, { shouldDirty: true });
    setValue('longitude', place.lng, { shouldDirty: true });
    setOpen(false);
  };

  return (
    <Field
      id="event-city"
      label={t('form.city')}
      error={error}
      hint={hasCoordinates ? t('form.cityLocated') : t('form.cityHint')}
    >
      <div className="relative">
        <Input
          id="event-city"
          autoComplete="off"
          maxLength={100}
          {...field}
          onChange={(event) => {
            void onChange(event);
            setValue('latitude', null);
            setValue('longitude', null);
            setOpen(true);
          }}
          onBlur={(event) => {
            void field.onBlur(event);
            // Let a click on a suggestion land first.
            setTimeout(() => setOpen(false), 150);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'event-city-error' : 'event-city-hint'}
          aria-autocomplete="list"
          aria-expanded={suggestions.length > 0}
          aria-controls="event-city-suggestions"
        />
        {suggestions.length > 0 ? (
          <ul
            id="event-city-suggestions"
            aria-label={t('form.citySuggestions')}
            className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-line bg-white shadow-[var(--shadow-lift)]"
          >
            {suggestions.map((place) => (
              <li key={`${place.label}-${place.lat}-${place.lng}`}>
                <button
                  type="button"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => handlePick(place)}
                  className="flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm hover:bg-sand-50 focus-visible:bg-forest-50 focus-visible:outline-none"
                >
                  <MapPin aria-hidden className="size-4 shrink-0 text-ink-muted" />
                  {place.label}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Field>
  );
};
