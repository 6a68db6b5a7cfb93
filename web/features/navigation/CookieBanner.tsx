import { Cookie } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { setCookieConsent, useCookieConsent } from './cookieConsent';

/** Bottom banner (above the mobile tab bar) asking for cookie consent; reopened from the footer. */
export const CookieBanner = () => {
  const { t } = useTranslation();
  const { consent, bannerOpen } = useCookieConsent();
  if (!bannerOpen) return null;
  return (
    <section
      role="region"
      aria-label={t('cookie.title')}
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-3xl animate-fade-in rounded-3xl border border-line bg-white/95 p-4 shadow-[var(--shadow-lift)] backdrop-blur sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <span className="hidden size-12 shrink-0 place-items-center rounded-full bg-sand-100 text-clay-600 sm:grid">
          <Cookie aria-hidden className="size-6" />
        </span>
        <div className="flex-1 text-[0.8125rem] leading-relaxed text-ink-soft sm:text-sm">
          <p className="mb-1 hidden font-semibold text-ink sm:block">{t('cookie.title')}</p>
          <p>
            {t('cookie.text')}{' '}
            <Link to="/privacy" className="font-medium text-forest-700 underline underline-offset-2">
              {t('cookie.more')}
            </Link>
          </p>
          {consent !== 'unset' ? (
            <p className="mt-1 text-xs text-ink-muted">{t(`cookie.current.${consent}`)}</p>
          ) : null}
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Button
            variant="secondary"
            size="sm"
            data-testid="cookie-decline"
            onClick={() => setCookieConsent('declined')}
          >
            {t('cookie.decline')}
          </Button>
          <Button size="sm" data-testid="cookie-accept" onClick={() => setCookieConsent('accepted')}>
            {t('cookie.accept')}
          </Button>
        </div>
      </div>
    </section>
  );
};
