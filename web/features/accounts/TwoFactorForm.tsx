import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { FormAlert } from '@web/components/ui/FormAlert';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { TotpCodeForm, type TotpCodeFormInput, type TotpCodeFormValues } from '@web/lib/totpCodeForm';
import { useTwoFactorMutation } from './queries';
import { TotpCodeField } from './TotpCodeField';
import { useCompleteSignIn } from './useCompleteSignIn';

type TwoFactorFormProps = { onCancel: () => void };

/** Second sign-in step (aal1 → aal2): the 6-digit TOTP code, posted to /api/auth/two-factor/verify. */
export const TwoFactorForm = ({ onCancel }: TwoFactorFormProps) => {
  const { t } = useTranslation('accounts');
  const mutation = useTwoFactorMutation();
  const completeSignIn = useCompleteSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<TotpCodeFormInput, unknown, TotpCodeFormValues>({
    resolver: zodResolver(TotpCodeForm),
    defaultValues: { code: '' },
  });
  const error = form.formState.errors.code;
  const busy = form.formState.isSubmitting;
  useEffect(() => headingRef.current?.focus(), []);

  const handleSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await mutation.mutateAsync(code);
      await completeSignIn();
    } catch (err) {
      setFormError(apiErrorMessage(err, t));
      form.setFocus('code');
    }
  });

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      data-testid="two-factor-form"
      className="space-y-5"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-700">
          <ShieldCheck aria-hidden className="size-5" />
        </span>
        <div>
          <h2 ref={headingRef} tabIndex={-1} className="font-sans text-lg font-semibold focus:outline-none">
            {t('twoFactor.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('twoFactor.text')}</p>
        </div>
      </div>
      <TotpCodeField
        id="two-factor-code"
        label={t('fields.code')}
        error={error}
        registration={form.register('code')}
      />
      {formError ? <FormAlert testId="two-factor-error">{formError}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
        {busy ? t('twoFactor.submitting') : t('twoFactor.submit')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel} className="mx-auto flex">
        <ArrowLeft aria-hidden />
        {t('twoFactor.back')}
      </Button>
    </form>
  );
};
