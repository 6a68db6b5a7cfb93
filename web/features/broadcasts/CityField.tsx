import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import { PlaceSuggestionList, usePlaceSuggestions } from '@web/features/geo';
import type { BroadcastFormValues } from './broadcastForm';

type CityFieldProps = { error?: string | undefined };

/** The place of a radius audience, with the gazetteer's suggestions as one types. */
export const CityField = ({ error }: CityFieldProps) => {
  const { t } = useTranslation('broadcasts');
  const { register, setValue, control } = useFormContext<BroadcastFormValues>();
  const city = useWatch({ control, name: 'city' });
  const listId = 'broadcast-city-suggestions';
  const suggestions = usePlaceSuggestions(city, {
    listId,
    onChoose: (place) => setValue('city', place.name, { shouldValidate: Boolean(error), shouldDirty: true }),
  });
  const { onChange, ...field } = register('city');
  return (
    <Field id="broadcast-city" label={t('form.city')} error={error} hint={t('form.cityHint')}>
      <div className="relative">
        <Input
          id="broadcast-city"
          maxLength={80}
          {...field}
          {...suggestions.inputProps}
          onBlur={(event) => {
            void field.onBlur(event);
            suggestions.inputProps.onBlur();
          }}
          onChange={(event) => {
            void onChange(event);
            suggestions.handleTyped();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'broadcast-city-error' : 'broadcast-city-hint'}
        />
        <PlaceSuggestionList
          listId={listId}
          label={t('form.citySuggestions')}
          options={suggestions.options}
          active={suggestions.active}
          onChoose={suggestions.choose}
        />
      </div>
    </Field>
  );
};
