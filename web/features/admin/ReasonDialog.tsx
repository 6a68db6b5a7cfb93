import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { REASON_MAX_LENGTH, StartImpersonationBody, SuspendUserBody } from '@core/schemas/admin';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Textarea } from '@web/components/ui/Textarea';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { fieldErrorText } from '@web/lib/fieldErrorText';

type ReasonDialogProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  hint?: string;
  defaultReason?: string;
  /** The reason must be filled in (suspension) or may stay empty (impersonation has a default). */
  required: boolean;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  destructive?: boolean;
  onConfirm: (reason: string) => Promise<void>;
};

type ReasonForm = { reason: string };

/** The API's rules for a reason (its messages are Dutch; fieldErrorText gives English readers theirs). */
const RequiredReason = SuspendUserBody;
const OptionalReason = z.object({ reason: StartImpersonationBody.shape.reason.unwrap() });

/**
 * A confirmation with a reason (suspend, impersonate). Keeps what was typed when the server refuses and
 * shows its Dutch message, on the field when the server names it.
 */
export const ReasonDialog = ({
  id,
  open,
  onOpenChange,
  title,
  description,
  label,
  hint,
  defaultReason = '',
  required,
  confirmLabel,
  cancelLabel,
  closeLabel,
  destructive = false,
  onConfirm,
}: ReasonDialogProps) => {
  const { t, i18n } = useTranslation('admin');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReasonForm>({
    resolver: zodResolver(required ? RequiredReason : OptionalReason),
    defaultValues: { reason: defaultReason },
  });
  const error = form.formState.errors.reason;
  const errorText = fieldErrorText(t, i18n.resolvedLanguage, 'admin:reasonErrors', 'reason', error);
  const busy = form.formState.isSubmitting;

  const handleOpenChange = (next: boolean) => {
    if (busy) return;
    if (!next) {
      form.reset({ reason: defaultReason });
      setFormError(null);
    }
    onOpenChange(next);
  };

  const handleSubmit = form.handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await onConfirm(reason.trim());
    } catch (err) {
      const fieldMessage = isApiError(err) ? err.fields?.reason : undefined;
      if (fieldMessage) form.setError('reason', { type: 'server', message: fieldMessage });
      else setFormError(apiErrorMessage(err, t));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={title}
      description={description}
      closeLabel={closeLabel}
    >
      <form
        onSubmit={(e) => void handleSubmit(e)}
        noValidate
        className="space-y-4"
        data-testid={`${id}-form`}
      >
        <Field id={id} label={label} error={errorText} hint={hint}>
          <Textarea
            id={id}
            rows={3}
            className="min-h-24"
            maxLength={REASON_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
            {...form.register('reason')}
          />
        </Field>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => handleOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={destructive ? 'accent' : 'primary'} disabled={busy}>
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
