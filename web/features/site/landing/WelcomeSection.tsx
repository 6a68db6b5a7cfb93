import { ArrowRight, Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteStatsDto } from '@core/schemas/site';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { formatCount } from '@web/lib/format';
import { useSiteStats } from '../queries';

const STAT_KEYS = [
  'upcomingEvents',
  'organizations',
  'venues',
  'professionals',
  'cities',
] as const satisfies readonly (keyof SiteStatsDto)[];

const StatsCard = ({ stats }: { stats: SiteStatsDto }) => {
  const { t, i18n } = useTranslation('site');
  return (
    <div className="rounded-[var(--radius-card)] bg-forest-900 p-8 text-white shadow-[var(--shadow-lift)]">
      <p className="text-sm font-medium text-forest-200">{t('landing.welcome.statsTitle')}</p>
      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-6">
        {STAT_KEYS.map((key) => (
          <div key={key}>
            <dt className="text-sm text-forest-200/80">{t(`landing.welcome.stats.${key}`)}</dt>
            <dd className="mt-1 font-display text-4xl font-semibold">
              {formatCount(stats[key], i18n.resolvedLanguage ?? 'nl')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
};

const QuoteCard = () => {
  const { t } = useTranslation('site');
  return (
    <figure className="relative rounded-[var(--radius-card)] bg-forest-900 p-8 text-white shadow-[var(--shadow-lift)]">
      <Quote aria-hidden className="size-8 text-clay-300" />
      <blockquote className="mt-4 font-display text-2xl leading-snug">
        {t('landing.welcome.quote')}
      </blockquote>
      <figcaption className="mt-6 text-sm text-forest-200">{t('landing.welcome.quoteBy')}</figcaption>
    </figure>
  );
};

/** The first block below the hero: what Kring is, with the button to /prijzen. */
export const WelcomeSection = ({ id }: { id: string }) => {
  const { t } = useTranslation('site');
  const stats = useSiteStats();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="py-20 sm:py-28">
      <Container className="grid items-center gap-12 lg:grid-cols-[1.15fr_1fr] lg:gap-20">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">
            {t('landing.welcome.eyebrow')}
          </p>
          <h2 id={`${id}-title`} className="mt-3 text-3xl leading-tight font-medium sm:text-[2.6rem]">
            {t('landing.welcome.title')}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-ink-soft">{t('landing.welcome.text1')}</p>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">{t('landing.welcome.text2')}</p>
          <Button asChild size="lg" className="mt-8">
            <Link to="/prijzen" data-testid="welcome-cta">
              {t('landing.welcome.cta')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        {stats.data && stats.data.upcomingEvents > 0 ? <StatsCard stats={stats.data} /> : <QuoteCard />}
      </Container>
    </section>
  );
};
