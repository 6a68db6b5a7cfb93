import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BROADCAST_CONTENT_MAX, BROADCAST_TITLE_MAX } from '@core/domain/notifications';
import type { BroadcastBody } from '@core/schemas/broadcasts';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { Textarea } from '@web/components/ui/Textarea';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { postReach } from './api';
import { AudienceFields } from './AudienceFields';
import {
  BROADCAST_FORM_DEFAULTS,
  type BroadcastFormValues,
  audienceFrom,
  bodyFrom,
  broadcastFormSchema,
} from './broadcastForm';
import { ConfirmBroadcastDialog } from './ConfirmBroadcastDialog';
import { useSendBroadcast } from './queries';
import { ReachPreview } from './ReachPreview';
import { useDebounced } from './useDebounced';

/** Server field names → form fields (the API names the place 'audience.city'). */
const FIELD_OF: Record<string, keyof BroadcastFormValues> = {
  title: 'title',
  content: 'content',
  actionUrl: 'actionUrl',
  'audience.city': 'city',
  'audience.radiusKm': 'radiusKm',
};

/**
 * Write and send a broadcast: title, message, optional link inside Kring, audience, the live reach, then
 * 'Versturen' → a confirmation with the number of members → a toast. What was typed stays on any error.
 */
export const BroadcastForm = () => {
  const { t } = useTranslation('broadcasts');
  const form = useForm<BroadcastFormValues>({
    resolver: zodResolver(broadcastFormSchema(t)),
    defaultValues: BROADCAST_FORM_DEFAULTS,
  });
  const send = useSendBroadcast();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ body: BroadcastBody; reach: number } | null>(null);
  const values = useWatch({ control: form.control }) as BroadcastFormValues;
  const audience = useDebounced(audienceFrom({ ...BROADCAST_FORM_DEFAULTS, ...values }), 400);
  const errors = form.formState.errors;

  const showError = (err: unknown) => {
    const fields = isApiError(err) ? (err.fields ?? {}) : {};
    const named = Object.entries(fields).filter(([name]) => FIELD_OF[name]);
    for (const [name, message] of named) {
      const field = FIELD_OF[name];
      if (field) form.setError(field, { type: 'server', message });
    }
    if (named.length === 0 || !isApiError(err) || err.code !== 'validation_failed')
      setFormError(apiErrorMessage(err, t));
  };

  const handleSubmit = form.handleSubmit(async (v) => {
    setFormError(null);
    const body = bodyFrom(v);
    if (!body) return;
    try {
      const { reach } = await postReach(body.audience);
      setPending({ body, reach });
    } catch (err) {
      showError(err);
    }
  });

  const handleConfirm = async () => {
    if (!pending) return;
    try {
      const sent = await send.mutateAsync(pending.body);
      setPending(null);
      form.reset(BROADCAST_FORM_DEFAULTS);
      notify.success(t('toast.sent', { count: sent.reach }));
    } catch (err) {
      setPending(null);
      showError(err);
    }
  };

  const busy = form.formState.isSubmitting || send.isPending;
  return (
    <Card>
      <CardBody className="p-5 sm:p-6">
        <h2 className="mb-4 text-xl font-semibold">{t('form.heading')}</h2>
        <FormProvider {...form}>
          <form
            onSubmit={(e) => void handleSubmit(e)}
            noValidate
            className="space-y-5"
            data-testid="broadcast-form"
          >
            <Field id="broadcast-title" label={t('form.title')} error={errors.title?.message}>
              <Input
                id="broadcast-title"
                maxLength={BROADCAST_TITLE_MAX}
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={errors.title ? 'broadcast-title-error' : undefined}
                {...form.register('title')}
              />
            </Field>
            <Field
              id="broadcast-content"
              label={t('form.content')}
              error={errors.content?.message}
              hint={t('form.contentHint', { max: BROADCAST_CONTENT_MAX })}
            >
              <Textarea
                id="broadcast-content"
                rows={4}
                className="min-h-28"
                maxLength={BROADCAST_CONTENT_MAX}
                aria-invalid={errors.content ? true : undefined}
                aria-describedby={errors.content ? 'broadcast-content-error' : 'broadcast-content-hint'}
                {...form.register('content')}
              />
            </Field>
            <Field
              id="broadcast-link"
              label={t('form.actionUrl')}
              error={errors.actionUrl?.message}
              hint={t('form.actionUrlHint')}
            >
              <Input
                id="broadcast-link"
                placeholder="/events"
                maxLength={300}
                aria-invalid={errors.actionUrl ? true : undefined}
                aria-describedby={errors.actionUrl ? 'broadcast-link-error' : 'broadcast-link-hint'}
                {...form.register('actionUrl')}
              />
            </Field>
            <AudienceFields />
            {formError ? <FormAlert testId="broadcast-error">{formError}</FormAlert> : null}
            <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
              <ReachPreview audience={audience} />
              <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
                {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
                {busy ? t('form.sending') : t('form.submit')}
              </Button>
            </div>
          </form>
        </FormProvider>
      </CardBody>
      <ConfirmBroadcastDialog
        pending={pending}
        busy={send.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => void handleConfirm()}
      />
    </Card>
  );
};
