import { useTranslation } from 'react-i18next';
import { EVENT_WRITE_LIMITS } from '@core/schemas/eventWrite';
import { DescriptionEditor } from './DescriptionEditor';
import { FormSection } from './FormSection';
import { TextField } from './TextField';

/** Title, short description (cards and link previews) and the full description. */
export const BasicsSection = () => {
  const { t } = useTranslation('eventAdmin');
  return (
    <FormSection id="basics" title={t('form.sections.basics')} description={t('form.sections.basicsText')}>
      <TextField
        name="title"
        label={t('form.title')}
        maxLength={EVENT_WRITE_LIMITS.titleMax}
        autoComplete="off"
        required
      />
      <TextField
        name="shortDescription"
        label={t('form.shortDescription')}
        hint={t('form.shortDescriptionHint', { max: EVENT_WRITE_LIMITS.shortDescriptionMax })}
        maxLength={EVENT_WRITE_LIMITS.shortDescriptionMax}
        multiline
      />
      <DescriptionEditor />
    </FormSection>
  );
};
