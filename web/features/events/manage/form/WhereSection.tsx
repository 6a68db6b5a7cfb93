import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVENT_WRITE_LIMITS } from '@core/schemas/eventWrite';
import { cn } from '@web/lib/cn';
import type { EventFormValues } from '../eventFormValues';
import { CityField } from './CityField';
import { FormSection } from './FormSection';
import { SwitchField } from './SwitchField';
import { TextField } from './TextField';
import { VenuePicker } from './VenuePicker';

type PlaceMode = 'venue' | 'address';

/** Online (a link or platform) or on location: a listed venue, or an address typed in and geocoded. */
export const WhereSection = () => {
  const { t } = useTranslation('eventAdmin');
  const { control, getValues, setValue } = useFormContext<EventFormValues>();
  const isOnline = useWatch({ control, name: 'isOnline' });
  const [mode, setMode] = useState<PlaceMode>(() => (getValues('venue') ? 'venue' : 'address'));

  const handleMode = (next: PlaceMode) => {
    setMode(next);
    if (next === 'address' && getValues('venue')) setValue('venue', null, { shouldDirty: true });
  };

  return (
    <FormSection id="where" title={t('form.sections.where')} description={t('form.sections.whereText')}>
      <SwitchField name="isOnline" label={t('form.isOnline')} hint={t('form.isOnlineHint')} />
      {isOnline ? (
        <TextField
          name="location"
          label={t('form.onlineLocation')}
          hint={t('form.onlineLocationHint')}
          maxLength={EVENT_WRITE_LIMITS.textMax}
        />
      ) : (
        <>
          <div
            role="radiogroup"
            aria-label={t('form.placeMode')}
            className="grid w-full grid-cols-2 rounded-full border border-line bg-sand-50 p-1 sm:inline-grid sm:w-auto"
          >
            {(['address', 'venue'] as const).map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={mode === option}
                onClick={() => handleMode(option)}
                className={cn(
                  'rounded-full px-3 py-2 text-center text-sm transition-colors sm:px-4 focus-visible:outline-2 focus-visible:outline-forest-600',
                  mode === option
                    ? 'bg-white font-semibold text-forest-900 shadow-sm'
                    : 'text-ink-soft hover:text-ink',
                )}
              >
                {t(`form.placeModes.${option}`)}
              </button>
            ))}
          </div>
          {mode === 'venue' ? <VenuePicker /> : null}
          <TextField
            name="location"
            label={t('form.location')}
            hint={t('form.locationHint')}
            maxLength={EVENT_WRITE_LIMITS.textMax}
          />
          {mode === 'address' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="address"
                label={t('form.address')}
                autoComplete="street-address"
                maxLength={EVENT_WRITE_LIMITS.textMax}
              />
              <CityField />
            </div>
          ) : null}
        </>
      )}
    </FormSection>
  );
};
