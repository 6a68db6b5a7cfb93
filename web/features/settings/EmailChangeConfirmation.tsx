import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useConfirmEmailChange } from './queries';

/** Query parameter of the link in the e-mail-change mail (server/modules/settings/mail.ts). */
export const EMAIL_TOKEN_PARAM = 'emailToken';

/**
 * Arriving from the mailed link (`?emailToken=…`): confirm the new address once, say how it went in a toast,
 * and take the token out of the address bar so a reload or a shared URL does not carry it.
 */
export const EmailChangeConfirmation = () => {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const token = params.get(EMAIL_TOKEN_PARAM);
  const { mutate, isPending } = useConfirmEmailChange();
  // StrictMode runs effects twice in development; the token works once, so post it once.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token, {
      onSuccess: ({ email }) =>
        notify.success(t('account.email.confirmed'), t('account.email.confirmedDetail', { email })),
      onError: (error) => notify.error(t('account.email.confirmFailed'), apiErrorMessage(error, t)),
      onSettled: () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(EMAIL_TOKEN_PARAM);
            return next;
          },
          { replace: true },
        ),
    });
  }, [token, mutate, setParams, t]);

  if (!isPending) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl border border-forest-200 bg-forest-50 px-4 py-3 text-sm text-forest-900"
    >
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      {t('account.email.confirming')}
    </div>
  );
};
