import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TwoFactorEnrollResponse } from '@core/schemas/accounts';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import { apiErrorMessage, fieldErrorText } from '@web/features/accounts/authErrors';
import { SecretKey } from './SecretKey';

const CodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Vul de 6 cijfers uit je authenticator-app in.')),
});
type CodeInput = z.input<typeof CodeSchema>;
type CodeValues = z.output<typeof CodeSchema>;

type TotpVerifyStepProps = {
  enrollment: TwoFactorEnrollResponse;
  /** Throws the ApiError on a wrong code; its message lands under the input, the code stays. */
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
};

/** Enrolment step 2: scan the QR code (or type the secret), then prove it with the first code. */
export const TotpVerifyStep = ({ enrollment, onVerify, onCancel }: TotpVerifyStepProps) => {
  const { t, i18n } = useTranslation('security');
  const form = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(CodeSchema),
    defaultValues: { code: '' },
  });
  const error = form.formState.errors.code;
  const busy = form.formState.isSubmitting;

  const handleSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await onVerify(code);
    } catch (err) {
      form.setError('code', { type: 'server', message: apiErrorMessage(err, t) }, { shouldFocus: true });
    }
  });

  return (
    <div className="space-y-5" data-testid="totp-verify-step">
      <ol className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start">
        <li className="flex flex-col items-center gap-2">
          <img
            src={enrollment.qrSvg}
            alt={t('enroll.qrAlt')}
            width={192}
            height={192}
            className="size-48 rounded-xl border border-line bg-white p-2"
          />
        </li>
        <li className="space-y-4">
          <p className="text-sm text-ink-soft">{t('enroll.scan')}</p>
          <SecretKey secret={enrollment.secret} />
        </li>
      </ol>
      <form onSubmit={(e) => void handleSubmit(e)} noValidate className="max-w-sm space-y-4">
        <Field
          id="totp-code"
          label={t('enroll.codeLabel')}
          error={fieldErrorText(t, i18n.resolvedLanguage, 'code', error)}
          hint={t('enroll.codeHint')}
        >
          <Input
            id="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
            className="text-center font-mono text-2xl tracking-[0.4em]"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'totp-code-error' : 'totp-code-hint'}
            {...form.register('code')}
          />
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {busy ? t('enroll.verifying') : t('enroll.verify')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
};
