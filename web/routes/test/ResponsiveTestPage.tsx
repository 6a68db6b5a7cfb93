import { Laptop, Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/Badge';
import { EventCard } from '@web/features/events';
import {
  BAND_RANGES,
  BREAKPOINT_BANDS,
  type BreakpointBand,
  bandForWidth,
  showcaseEvents,
  useViewportWidth,
} from '@web/features/testPages';
import { cn } from '@web/lib/cn';
import { ShowcaseFrame } from './ShowcaseFrame';
import { ShowcaseSection } from './ShowcaseSection';

const BAND_ICONS: Record<BreakpointBand, LucideIcon> = {
  mobile: Smartphone,
  tablet: Tablet,
  compactDesktop: Laptop,
  desktop: Monitor,
};

/** What changes per band, as keys of testPages:responsiveTest.bands.{band}.changes (kept in step with the app). */
const CHANGE_COUNT = 3;

const rangeText = (band: BreakpointBand) => {
  const { from, to } = BAND_RANGES[band];
  return to === null ? `≥ ${from} px` : from === 0 ? `< ${to + 1} px` : `${from}–${to} px`;
};

const BandCard = ({ band, current }: { band: BreakpointBand; current: boolean }) => {
  const { t } = useTranslation('testPages');
  const Icon = BAND_ICONS[band];
  return (
    <li
      aria-current={current ? 'true' : undefined}
      data-testid={`band-${band}`}
      className={cn(
        'rounded-[var(--radius-card)] border p-5 transition-colors',
        current ? 'border-forest-600 bg-forest-50 shadow-sm' : 'border-line bg-white',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <Icon aria-hidden className="size-5 text-forest-700" />
          {t(`responsiveTest.bands.${band}.name`)}
        </p>
        {current ? <Badge tone="forest">{t('responsiveTest.here')}</Badge> : null}
      </div>
      <p className="mt-1 font-mono text-sm text-ink-muted">{rangeText(band)}</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink-soft">
        {Array.from({ length: CHANGE_COUNT }, (_, i) => (
          <li key={i}>{t(`responsiveTest.bands.${band}.changes.${i}`)}</li>
        ))}
      </ul>
    </li>
  );
};

const ResponsiveShowcase = () => {
  const { t } = useTranslation('testPages');
  const width = useViewportWidth();
  const band = bandForWidth(width);
  const events = useMemo(() => showcaseEvents(new Date()), []);
  return (
    <>
      <ShowcaseSection title={t('responsiveTest.now.title')} text={t('responsiveTest.now.text')}>
        <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-[var(--radius-card)] bg-forest-800 px-5 py-4 text-white">
          <span className="font-display text-4xl" data-testid="viewport-width">
            {t('responsiveTest.now.width', { width })}
          </span>
          <span className="text-lg text-forest-100" data-testid="breakpoint-current" data-band={band}>
            {t(`responsiveTest.bands.${band}.name`)}
          </span>
        </p>
        {/* The ruler: each band's share of 0–1440 px, the current one marked. */}
        <div aria-hidden className="mt-4 flex h-3 overflow-hidden rounded-full ring-1 ring-line">
          {BREAKPOINT_BANDS.map((b) => {
            const { from, to } = BAND_RANGES[b];
            return (
              <span
                key={b}
                style={{ flexGrow: (to ?? 1439) + 1 - from }}
                className={cn(
                  'border-r border-white last:border-r-0',
                  b === band ? 'bg-forest-600' : 'bg-sand-200',
                )}
              />
            );
          })}
        </div>
      </ShowcaseSection>

      <ShowcaseSection title={t('responsiveTest.bandsTitle')} text={t('responsiveTest.bandsText')}>
        <ol className="grid gap-4 sm:grid-cols-2 min-[75rem]:grid-cols-4">
          {BREAKPOINT_BANDS.map((b) => (
            <BandCard key={b} band={b} current={b === band} />
          ))}
        </ol>
      </ShowcaseSection>

      <ShowcaseSection title={t('responsiveTest.grid.title')} text={t('responsiveTest.grid.text')}>
        {/* The event browser's own grid classes (EventResults). */}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="responsive-grid">
          {events.map((event, i) => (
            <li key={event.id}>
              <EventCard event={event} priority={i < 3} />
            </li>
          ))}
        </ul>
      </ShowcaseSection>

      <ShowcaseSection title={t('responsiveTest.list.title')} text={t('responsiveTest.list.text')}>
        <ul className="flex max-w-3xl flex-col gap-4">
          {events.slice(0, 2).map((event) => (
            <li key={event.id}>
              <EventCard event={event} layout="list" />
            </li>
          ))}
        </ul>
      </ShowcaseSection>
    </>
  );
};

/** /responsive-test: the breakpoints of spec §9 (640, 1024, 1200), where this screen is, and what changes. */
export const ResponsiveTestPage = () => (
  <ShowcaseFrame screen="responsiveTest">
    <ResponsiveShowcase />
  </ShowcaseFrame>
);
