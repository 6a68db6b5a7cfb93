import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TwoFactorPasswordBody } from '@core/schemas/accounts';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { PasswordInput } from '@web/components/ui/PasswordInput';
import { apiErrorMessage } from '@web/lib/apiErrors';

type PasswordPromptProps = {
  id: string;
  label: string;
  submitLabel: string;
  submittingLabel: string;
  /** Throws the ApiError on failure; its Dutch message lands under the field, the typed text stays. */
  onConfirm: (password: string) => Promise<void>;
  /** Extra buttons beside submit (Annuleren). */
  secondary?: ReactNode;
  destructive?: boolean;
};

/** "Confirm with your password" before a two-factor change (enrol, remove). */
export const PasswordPrompt = ({
  id,
  label,
  submitLabel,
  submittingLabel,
  onConfirm,
  secondary,
  destructive = false,
}: PasswordPromptProps) => {
  const { t } = useTranslation('security');
  const form = useForm<TwoFactorPasswordBody>({
    resolver: zodResolver(TwoFactorPasswordBody),
    defaultValues: { password: '' },
  });
  const error = form.formState.errors.password;
  const busy = form.formState.isSubmitting;

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
    } catch (err) {
      form.setError('password', { type: 'server', message: apiErrorMessage(err, t) }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
      <Field
        id={id}
        label={label}
        error={error ? (error.type === 'server' ? error.message : t('passwordPrompt.required')) : undefined}
      >
        <PasswordInput
          id={id}
          autoComplete="current-password"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          {...form.register('password')}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        {secondary}
        <Button
          type="submit"
          disabled={busy}
          className={destructive ? 'bg-red-700 hover:bg-red-800' : undefined}
        >
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {busy ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
};
