import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorEnrollResponse } from '@core/schemas/accounts';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Skeleton } from '@web/components/ui/Skeleton';
import { notify } from '@web/lib/toast';
import { FactorList } from './FactorList';
import { PasswordPrompt } from './PasswordPrompt';
import { useActivateTwoFactor, useEnrollTwoFactor, useTwoFactorStatus } from './queries';
import { RecoveryCodes } from './RecoveryCodes';
import { SectionCard } from './SectionCard';
import { SectionError } from './SectionError';
import { TotpVerifyStep } from './TotpVerifyStep';

/** Enrolment walks password → QR + first code → recovery codes (shown once), then back to the overview. */
type Step =
  | { kind: 'overview' }
  | { kind: 'password' }
  | { kind: 'verify'; enrollment: TwoFactorEnrollResponse }
  | { kind: 'recovery'; message: string; codes: string[] };

/** Two-factor authenticatie: status, set-up with an authenticator app, the factor list with removal. */
export const TwoFactorCard = () => {
  const { t } = useTranslation(['security', 'errors']);
  const status = useTwoFactorStatus();
  const enroll = useEnrollTwoFactor();
  const activate = useActivateTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'overview' });
  const enabled = status.data?.enabled ?? false;

  const handlePassword = async (password: string) => {
    const enrollment = await enroll.mutateAsync(password);
    setStep({ kind: 'verify', enrollment });
  };

  const handleVerify = (enrollment: TwoFactorEnrollResponse) => async (code: string) => {
    const { message } = await activate.mutateAsync(code);
    notify.success(message);
    setStep({ kind: 'recovery', message, codes: enrollment.backupCodes });
  };

  const backToOverview = () => setStep({ kind: 'overview' });

  const body = () => {
    if (step.kind === 'password')
      return (
        <div className="max-w-md space-y-3">
          <p className="text-sm text-ink-soft">{t('enroll.passwordText')}</p>
          <PasswordPrompt
            id="enroll-password"
            label={t('passwordPrompt.label')}
            submitLabel={t('enroll.continue')}
            submittingLabel={t('enroll.continuing')}
            onConfirm={handlePassword}
            secondary={
              <Button variant="ghost" onClick={backToOverview}>
                {t('cancel')}
              </Button>
            }
          />
        </div>
      );
    if (step.kind === 'verify')
      return (
        <TotpVerifyStep
          enrollment={step.enrollment}
          onVerify={handleVerify(step.enrollment)}
          onCancel={backToOverview}
        />
      );
    if (step.kind === 'recovery')
      return <RecoveryCodes message={step.message} codes={step.codes} onDone={backToOverview} />;
    if (status.isPending)
      return (
        <div className="space-y-3" role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-16 w-full" />
        </div>
      );
    if (status.isError)
      return (
        <SectionError
          title={t('errors:mfa_settings_unavailable')}
          error={status.error}
          onRetry={() => void status.refetch()}
          testId="two-factor-error"
        />
      );
    const verified = status.data.factors.filter((f) => f.status === 'verified');
    return (
      <div className="space-y-4">
        <p className="text-sm text-ink-soft">{enabled ? t('twoFactor.onText') : t('twoFactor.offText')}</p>
        {verified.length > 0 ? <FactorList factors={verified} /> : null}
        {enabled ? null : (
          <Button onClick={() => setStep({ kind: 'password' })}>{t('twoFactor.setUp')}</Button>
        )}
      </div>
    );
  };

  return (
    <SectionCard
      id="two-factor-section"
      icon={ShieldCheck}
      title={t('twoFactor.title')}
      description={t('twoFactor.description')}
      aside={
        status.isSuccess ? (
          <Badge tone={enabled ? 'forest' : 'neutral'} data-testid="two-factor-status">
            {enabled ? t('twoFactor.on') : t('twoFactor.off')}
          </Badge>
        ) : null
      }
    >
      {body()}
    </SectionCard>
  );
};
