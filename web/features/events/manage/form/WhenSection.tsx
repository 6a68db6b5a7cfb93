import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVENT_WRITE_LIMITS } from '@core/schemas/eventWrite';
import { Button } from '@web/components/ui/Button';
import { emptySession, type EventFormValues } from '../eventFormValues';
import { FormSection } from './FormSection';
import { RowRemoveButton } from './RowRemoveButton';
import { TextField } from './TextField';

/** Start and end (Dutch time, whatever the device's zone) and the programme of a multi-part event. */
export const WhenSection = () => {
  const { t } = useTranslation('eventAdmin');
  const { control } = useFormContext<EventFormValues>();
  const sessions = useFieldArray({ control, name: 'sessions' });
  return (
    <FormSection id="when" title={t('form.sections.when')} description={t('form.sections.whenText')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="startDate" type="datetime-local" label={t('form.startDate')} required />
        <TextField name="endDate" type="datetime-local" label={t('form.endDate')} />
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">{t('form.sessions')}</h3>
        <p className="mt-0.5 mb-3 text-sm text-ink-soft">{t('form.sessionsText')}</p>
        <ol className="space-y-3">
          {sessions.fields.map((field, index) => (
            <li key={field.id} className="rounded-xl border border-line p-3 sm:p-4" data-testid="session-row">
              <div className="flex items-start gap-2">
                <div className="grid flex-1 gap-3 sm:grid-cols-2">
                  <TextField
                    name={`sessions.${index}.title`}
                    label={t('form.sessionTitle')}
                    maxLength={EVENT_WRITE_LIMITS.textMax}
                    className="sm:col-span-2"
                  />
                  <TextField
                    name={`sessions.${index}.startTime`}
                    type="datetime-local"
                    label={t('form.sessionStart')}
                  />
                  <TextField
                    name={`sessions.${index}.endTime`}
                    type="datetime-local"
                    label={t('form.sessionEnd')}
                  />
                </div>
                <div className="pt-7">
                  <RowRemoveButton
                    label={t('form.removeSession', { n: index + 1 })}
                    onClick={() => sessions.remove(index)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={sessions.fields.length >= EVENT_WRITE_LIMITS.sessionsMax}
          onClick={() => sessions.append(emptySession())}
        >
          <Plus aria-hidden />
          {t('form.addSession')}
        </Button>
      </div>
    </FormSection>
  );
};
