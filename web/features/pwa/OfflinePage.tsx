import { Heart, History, Ticket, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { Logo } from '@web/components/ui/Logo';

type OfflinePageProps = {
  /** Whether the browser reports a connection: retrying without one only says so. */
  isOnline?: () => boolean;
  /** Loads the page the visitor asked for again (the offline page keeps its URL). */
  reload?: () => void;
};

const linkClass = 'font-medium text-forest-700 underline-offset-4 hover:underline';

/**
 * The page the service worker answers for a page that cannot load offline (web/offline.html): what still works
 * without a connection, and a button that tries the page again. Plain links, no router: it runs on its own.
 */
export const OfflinePage = ({
  isOnline = () => navigator.onLine,
  reload = () => window.location.reload(),
}: OfflinePageProps) => {
  const { t } = useTranslation('pwa');
  const [stillOffline, setStillOffline] = useState(false);
  const handleRetry = () => {
    if (isOnline()) reload();
    else setStillOffline(true);
  };
  return (
    <div className="min-h-svh bg-canvas text-ink">
      <header className="border-b border-line bg-white/70">
        <Container className="flex h-16 items-center">
          <a href="/events">
            <Logo />
          </a>
        </Container>
      </header>
      <main id="main">
        <Container size="narrow" className="py-16 sm:py-24" data-testid="offline-page">
          <span className="mb-6 grid size-14 place-items-center rounded-full bg-clay-100 text-clay-700">
            <WifiOff aria-hidden className="size-6" />
          </span>
          <h1 className="font-display text-3xl font-semibold text-balance sm:text-4xl">
            {t('offline.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-soft">{t('offline.text')}</p>
          <Button size="lg" className="mt-8" onClick={handleRetry}>
            {t('offline.retry')}
          </Button>
          <p role="status" className="mt-3 min-h-6 text-sm text-clay-700">
            {stillOffline ? t('offline.stillOffline') : ''}
          </p>
          <section
            aria-labelledby="offline-works"
            className="mt-10 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-soft)]"
          >
            <h2 id="offline-works" className="font-display text-xl font-semibold">
              {t('offline.worksTitle')}
            </h2>
            <ul className="mt-4 space-y-3">
              <li className="flex items-center gap-3">
                <Heart aria-hidden className="size-5 text-clay-500" />
                <a className={linkClass} href="/dashboard/opgeslagen">
                  {t('offline.saved')}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Ticket aria-hidden className="size-5 text-forest-600" />
                <a className={linkClass} href="/dashboard/tickets">
                  {t('offline.tickets')}
                </a>
              </li>
              <li className="flex items-center gap-3 text-ink-soft">
                <History aria-hidden className="size-5 text-ink-muted" />
                {t('offline.visited')}
              </li>
            </ul>
          </section>
        </Container>
      </main>
    </div>
  );
};
