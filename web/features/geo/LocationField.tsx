import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, LocateFixed, MapPin, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_LOCATION, RADIUS_OPTIONS, type RadiusKm } from '@core/domain/eventFilters';
import { Button } from '@web/components/ui/Button';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/toast';
import { fetchGeoReverse, GEO_MIN_QUERY_LENGTH, type GeoPlace } from './geoApi';
import { browserPositionQuery, geoKeys, geoSearchQuery, type SearchCenter } from './geoQueries';
import { locationMessage } from './locationMessage';
import { PlaceSuggestionList } from './PlaceSuggestionList';
import { usePlaceSuggestions } from './usePlaceSuggestions';

type LocationFieldProps = {
  location: string;
  radius: RadiusKm;
  center: SearchCenter;
  onLocationChange: (location: string) => void;
  onRadiusChange: (radius: RadiusKm) => void;
  idPrefix: string;
  /** Prefix of the test ids: `events` → events-location, events-radius, events-my-location. */
  testIdPrefix: string;
};

/**
 * The location filter of every search around a place (events, venues, the next directories): place
 * suggestions from the gazetteer, 'Mijn locatie' (browser position, shown as an empty input) and radius.
 */
export const LocationField = ({
  location,
  radius,
  center,
  onLocationChange,
  onRadiusChange,
  idPrefix,
  testIdPrefix,
}: LocationFieldProps) => {
  const { t } = useTranslation('geo');
  const queryClient = useQueryClient();
  const shown = location === MY_LOCATION ? '' : location;
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  const [locating, setLocating] = useState(false);
  if (seen !== shown) {
    setSeen(shown);
    setText(shown);
  }
  const listId = `${idPrefix}-suggestions`;

  const choose = (place: GeoPlace) => {
    // The center of a picked place is known: no second look-up for the URL's label.
    queryClient.setQueryData(geoKeys.search(place.label), [place]);
    setText(place.label);
    onLocationChange(place.label);
    notify.success(t('location.found', { place: place.label }));
  };

  const search = async () => {
    const q = text.trim();
    if (q === '') {
      onLocationChange('');
      return;
    }
    if (q.length < GEO_MIN_QUERY_LENGTH) return;
    try {
      const results = await queryClient.fetchQuery(geoSearchQuery(q));
      const first = results[0];
      if (first) choose(first);
      else notify.error(t('location.notFound', { query: q }));
    } catch {
      notify.error(t('location.searchError'));
    }
  };

  const handleLocateMe = async () => {
    setLocating(true);
    try {
      // A fresh position each time the button is pressed.
      await queryClient.invalidateQueries({ queryKey: geoKeys.browserPosition(), refetchType: 'none' });
      const position = await queryClient.fetchQuery(browserPositionQuery());
      setText('');
      onLocationChange(MY_LOCATION);
      const place = await fetchGeoReverse(position.lat, position.lng).catch(() => ({ result: null }));
      notify.success(t('location.found', { place: place.result?.label ?? t('field.myLocation') }));
    } catch (error) {
      notify.error(locationMessage(t, { status: 'error', center: null, error }, location) ?? '');
    } finally {
      setLocating(false);
    }
  };

  const suggestions = usePlaceSuggestions(text, { listId, onChoose: choose, onEnter: () => void search() });

  const message = locationMessage(t, center, location);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{t('field.location')}</legend>
      <div className="relative">
        <label htmlFor={`${idPrefix}-input`} className="sr-only">
          {t('field.location')}
        </label>
        <MapPin aria-hidden className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-ink-muted" />
        <input
          id={`${idPrefix}-input`}
          {...suggestions.inputProps}
          enterKeyHint="search"
          value={text}
          placeholder={location === MY_LOCATION ? t('field.myLocation') : t('field.locationPlaceholder')}
          onChange={(e) => {
            setText(e.target.value);
            suggestions.handleTyped();
          }}
          className={cn(fieldClassName, 'h-11 pr-10 pl-10')}
          data-testid={`${testIdPrefix}-location`}
        />
        {location ? (
          <button
            type="button"
            aria-label={t('field.clearLocation')}
            onClick={() => onLocationChange('')}
            className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-ink-muted hover:bg-sand-100 hover:text-ink"
          >
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
        <PlaceSuggestionList
          listId={listId}
          label={t('field.suggestions')}
          options={suggestions.options}
          active={suggestions.active}
          onChoose={suggestions.choose}
        />
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant={location === MY_LOCATION ? 'primary' : 'secondary'}
          size="sm"
          onClick={() => void handleLocateMe()}
          disabled={locating}
          aria-pressed={location === MY_LOCATION}
          data-testid={`${testIdPrefix}-my-location`}
        >
          {locating ? <LoaderCircle aria-hidden className="animate-spin" /> : <LocateFixed aria-hidden />}
          {t('field.myLocation')}
        </Button>
        <label htmlFor={`${idPrefix}-radius`} className="sr-only">
          {t('field.radius')}
        </label>
        <select
          id={`${idPrefix}-radius`}
          value={radius}
          onChange={(e) => onRadiusChange(Number(e.target.value) as RadiusKm)}
          className={cn(fieldClassName, 'h-9 flex-1 px-3 py-0 text-sm')}
          data-testid={`${testIdPrefix}-radius`}
        >
          {RADIUS_OPTIONS.map((km) => (
            <option key={km} value={km}>
              {t('field.radiusOption', { km })}
            </option>
          ))}
        </select>
      </div>
      {message ? (
        <p role="status" className="text-sm text-clay-700" data-testid={`${testIdPrefix}-location-message`}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
};
