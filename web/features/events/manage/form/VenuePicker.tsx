import { Building2, Check, LoaderCircle, Search } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Input } from '@web/components/ui/Input';
import type { EventFormValues } from '../eventFormValues';
import { useVenueOptions } from '../queries';
import { useDebouncedValue } from './useDebouncedValue';
import { useFieldError } from './useFieldError';

const SEARCH_DELAY_MS = 300;

/** Search the listed venues (GET /api/dashboard/venues) and pick one; the server copies its address. */
export const VenuePicker = () => {
  const { t } = useTranslation('eventAdmin');
  const { control, setValue } = useFormContext<EventFormValues>();
  const venue = useWatch({ control, name: 'venue' });
  // Without a venue the schema asks for "a place, an address or a venue" on the city field.
  const venueError = useFieldError('venue');
  const placeError = useFieldError('city');
  const error = venueError ?? placeError;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const options = useVenueOptions(q, venue === null);

  if (venue) {
    return (
      <div
        className="flex flex-wrap items-center gap-3 rounded-xl border border-forest-300 bg-forest-50 px-4 py-3"
        data-testid="chosen-venue"
      >
        <Building2 aria-hidden className="size-5 text-forest-700" />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink">{venue.name}</p>
          <p className="text-sm text-ink-soft">{[venue.address, venue.city].filter(Boolean).join(', ')}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setValue('venue', null, { shouldDirty: true })}>
          {t('form.changeVenue')}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <label htmlFor="event-venue-search" className="block text-sm font-medium text-ink">
        {t('form.venueSearch')}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted"
        />
        <Input
          id="event-venue-search"
          type="search"
          value={search}
          maxLength={100}
          placeholder={t('form.venueSearchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'event-venue-error' : undefined}
          className="pl-10"
        />
      </div>
      {error ? (
        <p id="event-venue-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {options.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {t('form.venuesLoading')}
        </p>
      ) : options.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('form.venuesError')}
        </p>
      ) : options.data.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('form.venuesEmpty')}</p>
      ) : (
        <ul
          aria-label={t('form.venueOptions')}
          className="max-h-64 divide-y divide-line overflow-y-auto rounded-xl border border-line"
        >
          {options.data.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                onClick={() =>
                  setValue('venue', option, { shouldDirty: true, shouldValidate: Boolean(error) })
                }
                className="flex w-full items-center gap-3 px-4 py-2.5 text-left hover:bg-sand-50 focus-visible:bg-forest-50 focus-visible:outline-none"
              >
                <Building2 aria-hidden className="size-4 shrink-0 text-ink-muted" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-ink">{option.name}</span>
                  <span className="block truncate text-xs text-ink-soft">
                    {[option.address, option.city].filter(Boolean).join(', ')}
                  </span>
                </span>
                <Check aria-hidden className="size-4 text-transparent" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
