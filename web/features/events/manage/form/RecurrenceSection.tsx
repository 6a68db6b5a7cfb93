import { Repeat } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVENT_WRITE_LIMITS, RECURRENCE_END_TYPES, RECURRENCE_FREQUENCIES } from '@core/schemas/eventWrite';
import { Field, fieldControlProps } from '@web/components/ui/Field';
import { fieldClassName, Input } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import { formatEventDate, formatEventTime } from '@web/lib/format';
import { type EventFormValues, parseNumberInput } from '../eventFormValues';
import { recurrenceSentence } from '../recurrenceSentence';
import { FormSection } from './FormSection';
import { SwitchField } from './SwitchField';
import { useFieldError } from './useFieldError';

type RecurrenceSectionProps = { occurrences: readonly { startDate: string }[] };

const SHOWN_OCCURRENCES = 6;

/** Repeat daily/weekly/monthly/yearly every n, ending never, after n times or on a date; with a preview. */
export const RecurrenceSection = ({ occurrences }: RecurrenceSectionProps) => {
  const { t, i18n } = useTranslation('eventAdmin');
  const { register, control } = useFormContext<EventFormValues>();
  const rule = useWatch({ control, name: 'recurrence' });
  const intervalError = useFieldError('recurrence.interval');
  const occurrencesError = useFieldError('recurrence.occurrences');
  const endDateError = useFieldError('recurrence.endDate');
  const language = i18n.resolvedLanguage ?? 'nl';
  const sentence = recurrenceSentence(
    {
      frequency: rule.frequency,
      interval: parseNumberInput(rule.interval) ?? 1,
      endType: rule.endType,
      occurrences: parseNumberInput(rule.occurrences),
      endDate: rule.endDate,
    },
    t,
    language,
  );

  return (
    <FormSection
      id="recurrence"
      title={t('form.sections.recurrence')}
      description={t('form.sections.recurrenceText')}
    >
      <SwitchField name="recurrence.enabled" label={t('form.repeats')} />
      {rule.enabled ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="event-recurrence-interval" label={t('form.every')} error={intervalError}>
              <div className="flex gap-2">
                <Input
                  {...fieldControlProps('event-recurrence-interval', intervalError)}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={EVENT_WRITE_LIMITS.recurrenceIntervalMax}
                  className="w-24"
                  {...register('recurrence.interval')}
                />
                <select
                  aria-label={t('form.frequency')}
                  className={cn(fieldClassName, 'h-12 flex-1 py-0')}
                  {...register('recurrence.frequency')}
                >
                  {RECURRENCE_FREQUENCIES.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {t(`form.frequencies.${frequency}`)}
                    </option>
                  ))}
                </select>
              </div>
            </Field>
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">{t('form.ends')}</legend>
            <div className="space-y-2">
              {RECURRENCE_END_TYPES.map((endType) => (
                <div key={endType} className="flex min-h-12 flex-wrap items-center gap-3">
                  <label className="flex cursor-pointer items-center gap-2.5 text-sm">
                    <input
                      type="radio"
                      value={endType}
                      className="size-4 accent-forest-700"
                      {...register('recurrence.endType')}
                    />
                    {t(`form.endTypes.${endType}`)}
                  </label>
                  {endType === 'after' && rule.endType === 'after' ? (
                    <span className="flex items-center gap-2 text-sm">
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={EVENT_WRITE_LIMITS.recurrenceOccurrencesMax}
                        aria-label={t('form.occurrences')}
                        aria-invalid={occurrencesError ? true : undefined}
                        className="w-24"
                        {...register('recurrence.occurrences')}
                      />
                      {t('form.times')}
                    </span>
                  ) : null}
                  {endType === 'on' && rule.endType === 'on' ? (
                    <Input
                      type="date"
                      aria-label={t('form.recurrenceEndDate')}
                      aria-invalid={endDateError ? true : undefined}
                      className="w-auto"
                      {...register('recurrence.endDate')}
                    />
                  ) : null}
                </div>
              ))}
            </div>
            {occurrencesError || endDateError ? (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {occurrencesError ?? endDateError}
              </p>
            ) : null}
          </fieldset>
          <p
            aria-live="polite"
            data-testid="recurrence-preview"
            className="flex items-center gap-2 rounded-xl bg-forest-50 px-4 py-3 text-sm font-medium text-forest-900"
          >
            <Repeat aria-hidden className="size-4 shrink-0" />
            {sentence}
          </p>
          {occurrences.length > 0 ? (
            <div>
              <p className="mb-1 text-sm font-medium text-ink">{t('form.nextOccurrences')}</p>
              <ul className="flex flex-wrap gap-2 text-sm text-ink-soft">
                {occurrences.slice(0, SHOWN_OCCURRENCES).map((o) => (
                  <li key={o.startDate} className="rounded-full bg-sand-100 px-3 py-1">
                    {formatEventDate(o.startDate, language)} · {formatEventTime(o.startDate)}
                  </li>
                ))}
                {occurrences.length > SHOWN_OCCURRENCES ? (
                  <li className="px-1 py-1">
                    {t('form.moreOccurrences', { count: occurrences.length - SHOWN_OCCURRENCES })}
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </FormSection>
  );
};
