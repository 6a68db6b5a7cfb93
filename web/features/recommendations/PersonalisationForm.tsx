import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_LANGUAGES, type EventLanguage } from '@core/domain/languages';
import { LIMITS } from '@core/domain/limits';
import type { InterestsDto } from '@core/schemas/recommendations';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { fieldClassName } from '@web/components/ui/Input';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/toast';
import { HomeCityField } from './HomeCityField';
import { useSavePersonalisation } from './queries';

type PersonalisationFormProps = { interests: InterestsDto };

type Values = { homeCity: string; radiusKm: number; languages: EventLanguage[] };

const valuesOf = (i: InterestsDto): Values => ({
  homeCity: i.homeCity ?? '',
  radiusKm: i.radiusKm,
  languages: [...i.languages],
});

const chip =
  'flex cursor-pointer items-center gap-2.5 rounded-xl border border-line bg-white px-3 py-2.5 text-sm has-[:checked]:border-forest-400 has-[:checked]:bg-forest-50';

/** /dashboard/personalisatie: home city, radius and languages; the values stay in the form when a save fails. */
export const PersonalisationForm = ({ interests }: PersonalisationFormProps) => {
  const { t } = useTranslation('recommendations');
  const save = useSavePersonalisation();
  const [values, setValues] = useState<Values>(() => valuesOf(interests));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const saved = valuesOf(interests);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  const handleLanguage = (language: EventLanguage, checked: boolean) =>
    setValues((v) => ({
      ...v,
      languages: checked
        ? EVENT_LANGUAGES.filter((l) => l === language || v.languages.includes(l))
        : v.languages.filter((l) => l !== language),
    }));

  const handleSubmit = () => {
    setFieldErrors({});
    save.mutate(
      { ...values, homeCity: values.homeCity.trim() || null },
      {
        onSuccess: (next) => {
          setValues(valuesOf(next));
          notify.success(t('personalisation.saved'));
        },
        onError: (error) => {
          // The field names its own problem (unknown city); anything else is a toast. The values stay.
          if (isApiError(error) && error.fields?.homeCity)
            setFieldErrors({ homeCity: apiErrorMessage(error, t) });
          else notify.error(apiErrorMessage(error, t));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
      data-testid="personalisation-form"
    >
      <Card>
        <CardBody className="flex flex-col gap-6">
          <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
            <HomeCityField
              value={values.homeCity}
              onChange={(homeCity) => setValues((v) => ({ ...v, homeCity }))}
              error={fieldErrors.homeCity}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="home-radius" className="text-sm font-medium text-ink">
                {t('personalisation.radius')}
              </label>
              <select
                id="home-radius"
                value={values.radiusKm}
                onChange={(event) => setValues((v) => ({ ...v, radiusKm: Number(event.target.value) }))}
                className={cn(fieldClassName, 'h-12 py-0')}
                data-testid="home-radius"
              >
                {LIMITS.radiusOptionsKm.map((km) => (
                  <option key={km} value={km}>
                    {t('personalisation.radiusOption', { km })}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset aria-describedby="languages-hint">
            <legend className="mb-1 text-sm font-medium text-ink">{t('personalisation.languages')}</legend>
            <p id="languages-hint" className="mb-2 text-sm text-ink-muted">
              {t('personalisation.languagesHint')}
            </p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {EVENT_LANGUAGES.map((language) => (
                <label key={language} className={chip}>
                  <input
                    type="checkbox"
                    className="size-4 accent-forest-700"
                    checked={values.languages.includes(language)}
                    onChange={(event) => handleLanguage(language, event.target.checked)}
                    data-testid={`language-${language}`}
                  />
                  {t(`languages.${language}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending} data-testid="personalisation-save">
              {save.isPending ? t('saving') : t('personalisation.save')}
            </Button>
            <p className="text-sm text-ink-muted" aria-live="polite">
              {dirty ? t('unsaved') : ''}
            </p>
          </div>
        </CardBody>
      </Card>
    </form>
  );
};
