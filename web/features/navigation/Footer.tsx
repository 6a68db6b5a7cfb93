import { Cookie } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { Logo } from '@web/components/ui/Logo';
import { useSiteName } from '@web/lib/siteName';
import { openCookieSettings } from './cookieConsent';
import { LanguageSwitch } from './LanguageSwitch';
import { FOOTER_GROUPS } from './navLinks';

/** Site footer with every link of spec §2 and the cookie-settings button. */
export const Footer = () => {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-forest-950 text-forest-100">
      <Container size="wide" className="pt-14 pb-28 sm:pb-12">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
          <div className="col-span-2 max-w-sm sm:col-span-4 lg:col-span-1">
            <Logo tone="light" name={siteName} />
            <p className="mt-4 text-sm leading-relaxed text-forest-200/80">{t('footer.tagline')}</p>
            <LanguageSwitch testId="language-switch-footer" tone="dark" className="mt-6" />
          </div>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.titleKey} aria-label={t(group.titleKey)}>
              <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-forest-300 uppercase">
                {t(group.titleKey)}
              </h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="text-forest-100/85 transition-colors hover:text-white hover:underline"
                    >
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
                {group.titleKey === 'footer.legal' ? (
                  <li>
                    <button
                      type="button"
                      onClick={openCookieSettings}
                      data-testid="cookie-settings"
                      className="inline-flex items-center gap-1.5 text-forest-100/85 transition-colors hover:text-white hover:underline"
                    >
                      <Cookie aria-hidden className="size-3.5" />
                      {t('footer.cookieSettings')}
                    </button>
                  </li>
                ) : null}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-xs text-forest-200/70 sm:flex-row sm:justify-between">
          <p>{t('footer.copyright', { year, siteName })}</p>
          <p>{t('footer.pricesNote')}</p>
        </div>
      </Container>
    </footer>
  );
};
