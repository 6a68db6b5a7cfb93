import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { FormAlert } from '@web/components/ui/FormAlert';
import { apiFetch } from '@web/lib/api';
import { safeRedirectPath } from './redirectTarget';

type Providers = { google: boolean };

const fetchProviders = (signal: AbortSignal): Promise<Providers> =>
  apiFetch<Providers>('/api/auth/providers', { signal, timeoutMs: 5_000 });

/** Google's "G", drawn inline (no external image, CSP-safe). */
const GoogleMark = () => (
  <svg aria-hidden viewBox="0 0 48 48" className="size-5">
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
    />
    <path
      fill="#FBBC05"
      d="M10.6 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.9-6.2C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6C6.6 42.6 14.6 48 24 48z"
    />
  </svg>
);

/**
 * "Inloggen met Google", shown only when the server has Google credentials (GET /api/auth/providers). A failed
 * round trip comes back as ?google=failed and is explained here.
 */
export const GoogleSignIn = () => {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const { data } = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => fetchProviders(signal),
    staleTime: 60 * 60_000,
    retry: false,
  });
  const failed = params.get('google') === 'failed';
  if (!data?.google && !failed) return null;
  const from = safeRedirectPath(params.get('from'));
  return (
    <div className="space-y-4">
      {failed ? <FormAlert testId="google-failed">{t('login.google.failed')}</FormAlert> : null}
      {data?.google ? (
        <>
          <Button asChild variant="secondary" size="lg" className="w-full">
            <a href={`/api/auth/google?from=${encodeURIComponent(from)}`} data-testid="google-sign-in">
              <GoogleMark />
              {t('login.google.button')}
            </a>
          </Button>
          <p className="flex items-center gap-3 text-xs text-ink-muted uppercase before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
            {t('login.google.or')}
          </p>
        </>
      ) : null}
    </div>
  );
};
