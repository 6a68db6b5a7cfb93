import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVENT_WRITE_LIMITS } from '@core/schemas/eventWrite';
import { Button } from '@web/components/ui/Button';
import { emptySpeaker, type EventFormValues } from '../eventFormValues';
import { FormSection } from './FormSection';
import { RowRemoveButton } from './RowRemoveButton';
import { TextField } from './TextField';

/** The speaker line-up, in the order shown on the event page; move up/down with buttons (keyboard too). */
export const SpeakersSection = () => {
  const { t } = useTranslation('eventAdmin');
  const { control } = useFormContext<EventFormValues>();
  const speakers = useFieldArray({ control, name: 'speakers' });
  const last = speakers.fields.length - 1;
  return (
    <FormSection
      id="speakers"
      title={t('form.sections.speakers')}
      description={t('form.sections.speakersText')}
    >
      <ol className="space-y-3">
        {speakers.fields.map((field, index) => (
          <li key={field.id} className="rounded-xl border border-line p-3 sm:p-4" data-testid="speaker-row">
            <div className="mb-3 flex items-center justify-between gap-2">
              <span className="text-sm font-semibold text-ink-soft">
                {t('form.speakerNumber', { n: index + 1 })}
              </span>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={index === 0}
                  aria-label={t('form.moveUp', { n: index + 1 })}
                  onClick={() => speakers.move(index, index - 1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={index === last}
                  aria-label={t('form.moveDown', { n: index + 1 })}
                  onClick={() => speakers.move(index, index + 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <RowRemoveButton
                  label={t('form.removeSpeaker', { n: index + 1 })}
                  onClick={() => speakers.remove(index)}
                />
              </div>
            </div>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField name={`speakers.${index}.name`} label={t('form.speakerName')} maxLength={120} />
              <TextField
                name={`speakers.${index}.title`}
                label={t('form.speakerTitle')}
                maxLength={EVENT_WRITE_LIMITS.textMax}
              />
              <TextField
                name={`speakers.${index}.company`}
                label={t('form.speakerCompany')}
                maxLength={EVENT_WRITE_LIMITS.textMax}
              />
              <TextField
                name={`speakers.${index}.bio`}
                label={t('form.speakerBio')}
                maxLength={EVENT_WRITE_LIMITS.bioMax}
                multiline
                className="sm:col-span-2"
              />
              <TextField
                name={`speakers.${index}.imageUrl`}
                type="url"
                label={t('form.speakerImage')}
                maxLength={EVENT_WRITE_LIMITS.urlMax}
                placeholder="https://"
              />
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        disabled={speakers.fields.length >= EVENT_WRITE_LIMITS.speakersMax}
        onClick={() => speakers.append(emptySpeaker())}
      >
        <Plus aria-hidden />
        {t('form.addSpeaker')}
      </Button>
    </FormSection>
  );
};
