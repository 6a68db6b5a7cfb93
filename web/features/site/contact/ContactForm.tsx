import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactBody } from '@core/schemas/site';
import { LIMITS } from '@core/domain/limits';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import { Textarea } from '@web/components/ui/Textarea';
import { isApiError } from '@web/lib/api';
import { apiErrorHint, apiErrorMessage } from '@web/lib/apiErrors';
import { fieldErrorText } from '@web/lib/fieldErrorText';
import { notify } from '@web/lib/toast';
import { useContactMutation } from '../queries';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type ContactField = (typeof FIELDS)[number];

const isContactField = (value: string): value is ContactField =>
  (FIELDS as readonly string[]).includes(value);

const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form: validated with the same zod schema as the server, posted to /api/contact. On a
 * server error the typed text stays, the message appears as a toast and field messages under the fields.
 */
export const ContactForm = () => {
  const { t, i18n } = useTranslation('site');
  const mutation = useContactMutation();
  const [sentName, setSentName] = useState<string | null>(null);
  const form = useForm<ContactBody>({
    resolver: zodResolver(ContactBody),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;

  const errorText = (field: ContactField, error: FieldError | undefined) =>
    fieldErrorText(t, i18n.resolvedLanguage, 'contact.errors', field, error);

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      setSentName(values.name.trim().split(/\s+/)[0] ?? values.name);
      form.reset(EMPTY);
    } catch (error) {
      if (!isApiError(error)) {
        notify.error(t('contact.failed'));
        return;
      }
      notify.error(apiErrorMessage(error, t), apiErrorHint(error, t));
      for (const [field, message] of Object.entries(error.fields ?? {})) {
        if (isContactField(field)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  if (sentName !== null) {
    return (
      <div
        role="status"
        data-testid="contact-success"
        className="flex flex-col items-center rounded-[var(--radius-card)] border border-forest-200 bg-forest-50 px-6 py-14 text-center"
      >
        <span className="grid size-16 place-items-center rounded-full bg-white text-forest-700 shadow-sm">
          <CircleCheck aria-hidden className="size-8" />
        </span>
        <h2 className="mt-6 text-3xl font-medium">{t('contact.success.title', { name: sentName })}</h2>
        <p className="mt-3 max-w-md text-lg leading-relaxed text-ink-soft">{t('contact.success.text')}</p>
        <Button variant="secondary" className="mt-8" onClick={() => setSentName(null)}>
          {t('contact.success.again')}
        </Button>
      </div>
    );
  }

  const describedBy = (field: ContactField) => (errors[field] ? `contact-${field}-error` : undefined);

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      data-testid="contact-form"
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="sr-only">
        {t('contact.formTitle')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={t('contact.fields.name')} error={errorText('name', errors.name)}>
          <Input
            id="contact-name"
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            {...form.register('name')}
          />
        </Field>
        <Field id="contact-email" label={t('contact.fields.email')} error={errorText('email', errors.email)}>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            {...form.register('email')}
          />
        </Field>
      </div>
      <Field
        id="contact-subject"
        label={t('contact.fields.subject')}
        error={errorText('subject', errors.subject)}
      >
        <Input
          id="contact-subject"
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject')}
          {...form.register('subject')}
        />
      </Field>
      <Field
        id="contact-message"
        label={t('contact.fields.message')}
        error={errorText('message', errors.message)}
        hint={t('contact.messageHint', { count: messageLength, max: LIMITS.contactMessageMaxLength })}
      >
        <Textarea
          id="contact-message"
          rows={7}
          maxLength={LIMITS.contactMessageMaxLength}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : 'contact-message-hint'}
          {...form.register('message')}
        />
      </Field>
      <div className="flex flex-col gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">{t('contact.privacyNote')}</p>
        <Button
          type="submit"
          size="lg"
          disabled={mutation.isPending}
          data-testid="contact-submit"
          className="shrink-0"
        >
          {mutation.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {mutation.isPending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </div>
    </form>
  );
};
