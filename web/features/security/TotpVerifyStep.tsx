import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TwoFactorEnrollResponse } from '@core/schemas/accounts';
import { Button } from '@web/components/ui/Button';
import { TotpCodeField } from '@web/features/accounts';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { TotpCodeForm, type TotpCodeFormInput, type TotpCodeFormValues } from '@web/lib/totpCodeForm';
import { SecretKey } from './SecretKey';

type TotpVerifyStepProps = {
  enrollment: TwoFactorEnrollResponse;
  /** Throws the ApiError on a wrong code; its message lands under the input, the code stays. */
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
};

/** Enrolment step 2: scan the QR code (or type the secret), then prove it with the first code. */
export const TotpVerifyStep = ({ enrollment, onVerify, onCancel }: TotpVerifyStepProps) => {
  const { t } = useTranslation('security');
  const form = useForm<TotpCodeFormInput, unknown, TotpCodeFormValues>({
    resolver: zodResolver(TotpCodeForm),
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
        <TotpCodeField
          id="totp-code"
          label={t('enroll.codeLabel')}
          hint={t('enroll.codeHint')}
          error={error}
          registration={form.register('code')}
        />
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
