import { LoaderCircle, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TestNotificationBody } from '@core/schemas/notifications';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import { Textarea } from '@web/components/ui/Textarea';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';

type TestNotificationFormProps = {
  onSend: (body: TestNotificationBody) => Promise<unknown>;
  sending: boolean;
};

const TITLE_MAX = 120;
const CONTENT_MAX = 500;

/** Title and text of the test notification (prefilled), and 'Testmelding versturen'. */
export const TestNotificationForm = ({ onSend, sending }: TestNotificationFormProps) => {
  const { t } = useTranslation('push');
  const form = useForm<TestNotificationBody>({
    defaultValues: { title: t('test.defaultTitle'), content: t('test.defaultContent') },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSend(values);
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  });

  const rules = (max: number) => ({
    validate: (value: string) => value.trim().length > 0 || t('test.form.required'),
    maxLength: { value: max, message: t('test.form.tooLong', { max }) },
  });

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      className="space-y-4"
      data-testid="test-notification-form"
    >
      <Field id="test-title" label={t('test.form.title')} error={errors.title?.message}>
        <Input
          id="test-title"
          maxLength={TITLE_MAX}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'test-title-error' : undefined}
          {...form.register('title', rules(TITLE_MAX))}
        />
      </Field>
      <Field id="test-content" label={t('test.form.content')} error={errors.content?.message}>
        <Textarea
          id="test-content"
          rows={3}
          maxLength={CONTENT_MAX}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? 'test-content-error' : undefined}
          {...form.register('content', rules(CONTENT_MAX))}
        />
      </Field>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
        {sending ? t('test.form.sending') : t('test.form.send')}
      </Button>
    </form>
  );
};
