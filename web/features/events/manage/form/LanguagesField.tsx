import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVENT_LANGUAGES, type EventLanguage } from '@core/domain/languages';
import type { EventFormValues } from '../eventFormValues';
import { useFieldError } from './useFieldError';

/** 'Talen': the languages the event is held in (at least one; Dutch for a new event). */
export const LanguagesField = () => {
  const { t } = useTranslation('eventAdmin');
  const { setValue, getValues, control } = useFormContext<EventFormValues>();
  const selected = useWatch({ control, name: 'languages' });
  const error = useFieldError('languages');

  const toggle = (language: EventLanguage, checked: boolean) => {
    const current = getValues('languages');
    const next = checked
      ? EVENT_LANGUAGES.filter((l) => l === language || current.includes(l))
      : current.filter((l) => l !== language);
    setValue('languages', next, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <fieldset aria-describedby={error ? 'event-languages-error' : 'event-languages-hint'}>
      <legend className="mb-1 text-sm font-medium text-ink">{t('form.languages')}</legend>
      <p id="event-languages-hint" className="mb-2 text-sm text-ink-muted">
        {t('form.languagesHint')}
      </p>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4" data-testid="event-languages">
        {EVENT_LANGUAGES.map((language) => (
          <label
            key={language}
            className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-line px-3 py-2.5 text-sm has-[:checked]:border-forest-400 has-[:checked]:bg-forest-50"
          >
            <input
              type="checkbox"
              name="languages"
              value={language}
              className="size-4 accent-forest-700"
              checked={selected.includes(language)}
              onChange={(event) => toggle(language, event.target.checked)}
            />
            {t(`form.languageNames.${language}`)}
          </label>
        ))}
      </div>
      {error ? (
        <p id="event-languages-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
