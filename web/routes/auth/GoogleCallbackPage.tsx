import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLayout } from '@web/features/accounts';

/** Marks the one full-page retry, so a return that cannot reach the server does not reload forever. */
const RETRY_KEY = 'kring.googleCallbackRetry';

const readRetry = (): string | null => {
  try {
    return window.sessionStorage.getItem(RETRY_KEY);
  } catch {
    return null;
  }
};

const writeRetry = (value: string | null): void => {
  try {
    if (value === null) window.sessionStorage.removeItem(RETRY_KEY);
    else window.sessionStorage.setItem(RETRY_KEY, value);
  } catch {
    // Storage blocked: the retry is then simply not remembered.
  }
};

/**
 * /auth/google/callback: Google's return is answered by the server (server/modules/accounts/google.routes.ts),
 * which signs the user in and redirects. The web app only renders this path when it was reached without the
 * server (an in-app link, or offline from the service worker's copy): it then asks the server once with a
 * full page load; when even that lands here, the sign-in failed and the login page explains it
 * ('Inloggen met Google is niet gelukt.').
 */
export const GoogleCallbackPage = () => {
  const { t } = useTranslation('screens');
  const navigate = useNavigate();

  useEffect(() => {
    const here = window.location.href;
    if (readRetry() === here) {
      writeRetry(null);
      void navigate('/auth/login?google=failed', { replace: true });
      return;
    }
    writeRetry(here);
    window.location.replace(here);
  }, [navigate]);

  return (
    <AuthLayout testId="google-callback-page" title={t('googleCallback.title')}>
      <p className="flex items-center justify-center gap-2 text-ink-soft" role="status">
        <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
        {t('googleCallback.busy')}
      </p>
    </AuthLayout>
  );
};
