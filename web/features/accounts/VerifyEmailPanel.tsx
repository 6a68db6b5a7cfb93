import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LinkIcon, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { useVerifyEmailMutation } from './queries';
import { loginHref } from './redirectTarget';
import { ResendVerificationForm } from './ResendVerificationForm';
import { sessionKeys } from './useSession';

type VerifyEmailPanelProps = { token: string | null };

/**
 * Confirms the address from the e-mailed link: posts the token once on arrival, then shows success (on to
 * the login) or the reason it failed with a form for a fresh mail. A missing token is an error at once.
 */
export const VerifyEmailPanel = ({ token }: VerifyEmailPanelProps) => {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const mutation = useVerifyEmailMutation();
  const { mutate } = mutation;
  // StrictMode runs effects twice in development; a token is single-use, so it must be posted once only.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token, {
      // The server may have signed the user in while confirming; let the shell see it.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    });
  }, [token, mutate, queryClient]);

  if (token && (mutation.isIdle || mutation.isPending)) {
    return (
      <div role="status" data-testid="verify-pending" className="flex flex-col items-center py-8 text-center">
        <LoaderCircle aria-hidden className="size-10 animate-spin text-forest-600" />
        <p className="mt-5 text-ink-soft">{t('verify.verifying')}</p>
      </div>
    );
  }

  if (mutation.isSuccess) {
    return (
      <div role="status" data-testid="verify-success" className="flex flex-col items-center py-4 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-forest-50 text-forest-700">
          <CircleCheck aria-hidden className="size-8" />
        </span>
        <h2 className="mt-6 text-3xl font-medium">{t('verify.successTitle')}</h2>
        <p className="mt-3 text-ink-soft">{t('verify.successText')}</p>
        <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
          <Link to={loginHref('/dashboard')}>{t('verify.login')}</Link>
        </Button>
      </div>
    );
  }

  const reason = token ? apiErrorMessage(mutation.error, t) : t('verify.missingToken');
  return (
    <div data-testid="verify-error">
      <div role="alert" className="flex flex-col items-center text-center">
        <span className="grid size-14 place-items-center rounded-full bg-clay-100 text-clay-700">
          <LinkIcon aria-hidden className="size-6" />
        </span>
        <h2 className="mt-5 text-2xl font-medium">{t('verify.errorTitle')}</h2>
        <p className="mt-2 text-ink-soft">{reason}</p>
      </div>
      <div className="mt-8 border-t border-line pt-6">
        <ResendVerificationForm />
      </div>
    </div>
  );
};
