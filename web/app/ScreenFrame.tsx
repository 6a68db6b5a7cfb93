import {
  ArrowLeft,
  ArrowRight,
  CalendarHeart,
  CreditCard,
  FlaskConical,
  KeyRound,
  LayoutDashboard,
  MessagesSquare,
  ShieldCheck,
  Sprout,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { PricingCards } from '@web/features/site';
import { screenByKey, screenHref, type ScreenDef, type ScreenSection } from './screens';
import { useBackNavigation } from './useBackNavigation';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

const SECTION_ICONS: Record<ScreenSection, LucideIcon> = {
  public: Sprout,
  community: MessagesSquare,
  auth: KeyRound,
  checkout: CreditCard,
  dashboard: LayoutDashboard,
  admin: ShieldCheck,
  test: FlaskConical,
};

const DEFAULT_LINKS: Record<ScreenSection, readonly string[]> = {
  public: ['landing', 'events'],
  community: ['community', 'communityGuidelines'],
  auth: ['landing', 'pricing'],
  checkout: ['pricing', 'dashboard'],
  dashboard: ['dashboard', 'events'],
  admin: ['admin', 'adminMonitoring'],
  test: ['landing', 'events'],
};

const RelatedLinks = ({ keys }: { keys: readonly string[] }) => {
  const { t } = useTranslation('screens');
  const links = keys.flatMap((key) => {
    const href = screenHref(key);
    return href ? [{ key, href }] : [];
  });
  return (
    <section aria-labelledby="frame-next" className="mt-10">
      <h2
        id="frame-next"
        className="font-sans text-xs font-semibold tracking-[0.16em] text-ink-muted uppercase"
      >
        {t('frame.next')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map(({ key, href }) => (
          <li key={key}>
            <Link
              to={href}
              className="group flex h-full flex-col rounded-2xl border border-line bg-white p-5 transition hover:-translate-y-0.5 hover:border-forest-200 hover:shadow-[var(--shadow-soft)]"
            >
              <span className="flex items-center justify-between gap-3 font-semibold text-ink">
                {t(`${key}.title`)}
                <ArrowRight
                  aria-hidden
                  className="size-4 text-forest-600 transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-1.5 line-clamp-2 text-sm text-ink-muted">{t(`${key}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};

type ScreenFrameProps = { screen: ScreenDef; children?: ReactNode };

/**
 * The real frame of a screen that a later issue fills in: title, what the screen offers, next steps.
 * Inside the dashboard and admin layouts it renders as a panel next to the sidebar.
 */
export const ScreenFrame = ({ screen, children }: ScreenFrameProps) => {
  const { t } = useTranslation('screens');
  const title = t(`${screen.key}.title`);
  useDocumentTitle(title);
  const goBack = useBackNavigation(
    screen.section === 'admin' ? '/admin' : screen.section === 'dashboard' ? '/dashboard' : '/',
  );
  const Icon = screen.key === 'eventDetail' ? CalendarHeart : SECTION_ICONS[screen.section];
  const links = screen.links ?? DEFAULT_LINKS[screen.section];
  const inSection = screen.section === 'dashboard' || screen.section === 'admin';

  const backButton = (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
      <ArrowLeft aria-hidden />
      {t('frame.back')}
    </Button>
  );

  if (inSection) {
    return (
      <div data-testid="screen-frame" data-screen={screen.key}>
        {backButton}
        <div className="mt-3 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-soft)] sm:p-8">
          <div className="flex items-start gap-4">
            <span className="hidden size-12 shrink-0 place-items-center rounded-2xl bg-forest-50 text-forest-700 sm:grid">
              <Icon aria-hidden className="size-6" />
            </span>
            <div>
              <p className="text-xs font-semibold tracking-[0.16em] text-forest-600 uppercase">
                {t(`sections.${screen.section}`)}
              </p>
              <h1 className="mt-1 text-3xl font-medium">{title}</h1>
              <p className="mt-3 max-w-2xl text-ink-soft">{t(`${screen.key}.description`)}</p>
            </div>
          </div>
        </div>
        {children}
        <RelatedLinks keys={links} />
      </div>
    );
  }

  return (
    <div data-testid="screen-frame" data-screen={screen.key}>
      <PageHeader
        eyebrow={t(`sections.${screen.section}`)}
        title={title}
        description={t(`${screen.key}.description`)}
      />
      <Container className="py-10 sm:py-12">
        {backButton}
        {screen.extra === 'pricingCards' ? (
          <div className="mt-6">
            <PricingCards ctaMode="trial" />
          </div>
        ) : null}
        {children}
        <RelatedLinks keys={links} />
      </Container>
    </div>
  );
};

/** Looks up a key and renders its frame; unknown keys (a table mistake) fail loudly in development. */
export const ScreenFrameByKey = ({ screenKey }: { screenKey: string }) => {
  const screen = screenByKey(screenKey);
  if (!screen) throw new Error(`Unknown screen ${screenKey}`);
  return <ScreenFrame screen={screen} />;
};
