import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldClassName } from '@web/components/ui/Input';
import { PlaceSuggestionList, usePlaceSuggestions } from '@web/features/geo';
import { cn } from '@web/lib/cn';

type HomeCityFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

const LIST_ID = 'home-city-suggestions';

/** Home city with place suggestions from the gazetteer (arrow keys, Enter, Escape). */
export const HomeCityField = ({ value, onChange, error }: HomeCityFieldProps) => {
  const { t } = useTranslation('recommendations');
  const suggestions = usePlaceSuggestions(value, {
    listId: LIST_ID,
    onChoose: (place) => onChange(place.name),
  });

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
          {...suggestions.inputProps}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          placeholder={t('personalisation.cityPlaceholder')}
          onChange={(event) => {
            onChange(event.target.value);
            suggestions.handleTyped();
          }}
          className={cn(fieldClassName, 'h-12 pl-10')}
          data-testid="home-city"
        />
        <PlaceSuggestionList
          listId={LIST_ID}
          label={t('personalisation.suggestions')}
          options={suggestions.options}
          active={suggestions.active}
          onChoose={suggestions.choose}
        />
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
