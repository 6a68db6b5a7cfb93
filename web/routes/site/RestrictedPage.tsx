import { Home, Lock, LogIn, Sparkles, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { AuthLayout, safeRedirectPath } from '@web/features/accounts';

/**
 * /restricted (spec §2): where a visitor opening a members-only page (the professionals) lands. Signing in
 * returns to that page (`from`, kept only when it is a safe same-site path); a new visitor can start the free
 * trial or read the prices.
 */
export const RestrictedPage = () => {
  const { t } = useTranslation('screens');
  const [params] = useSearchParams();
  const from = safeRedirectPath(params.get('from'), '');
  const login = from ? `/auth/login?from=${encodeURIComponent(from)}` : '/auth/login';
  return (
    <AuthLayout testId="restricted-page" title={t('restricted.title')}>
      <div className="flex flex-col items-center text-center">
        <span className="grid size-14 place-items-center rounded-full bg-forest-100 text-forest-700">
          <Lock aria-hidden className="size-7" />
        </span>
        <p className="mt-5 leading-relaxed text-ink">{t('restricted.description')}</p>
        <div className="mt-7 flex w-full flex-col gap-3">
          <Button asChild>
            <Link to={login} data-testid="restricted-login">
              <LogIn aria-hidden />
              {t('restricted.login')}
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/start-free-trial">
              <Sparkles aria-hidden />
              {t('restricted.trial')}
            </Link>
          </Button>
          <div className="mt-2 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            <Link to="/prijzen" className="inline-flex items-center gap-1.5 text-forest-700 hover:underline">
              <Tag aria-hidden className="size-4" />
              {t('restricted.pricing')}
            </Link>
            <Link to="/" className="inline-flex items-center gap-1.5 text-forest-700 hover:underline">
              <Home aria-hidden className="size-4" />
              {t('restricted.home')}
            </Link>
          </div>
        </div>
      </div>
    </AuthLayout>
  );
};
