import {
  BarChart3,
  Bookmark,
  Briefcase,
  CalendarCheck,
  CalendarClock,
  FilePen,
  Inbox,
  Megaphone,
  Percent,
  Star,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OverviewSection } from '@core/schemas/analytics';
import { formatEventDate } from '@web/lib/format';
import { formatNumber } from './format';
import { OverviewTile } from './OverviewTile';

const Section = ({ kind, title, children }: { kind: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={`overview-${kind}`} data-testid={`overview-${kind}`} className="space-y-3">
    <h2 id={`overview-${kind}`} className="font-display text-xl font-semibold text-ink">
      {title}
    </h2>
    {children}
  </section>
);

const GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

/** One section of the overview per role: figures that lead to the screens behind them. */
export const OverviewSectionView = ({ section }: { section: OverviewSection }) => {
  const { t, i18n } = useTranslation('analytics');
  const n = (value: number) => formatNumber(value, i18n.language);
  switch (section.kind) {
    case 'organization':
      return (
        <Section kind="organization" title={t('overview.organization')}>
          <div className={GRID}>
            <OverviewTile
              to="/dashboard/evenementen/aankomend"
              icon={CalendarClock}
              value={n(section.upcoming)}
              label={t('overview.upcoming')}
            />
            <OverviewTile
              to="/dashboard/evenementen/concepten"
              icon={FilePen}
              value={n(section.drafts)}
              label={t('overview.drafts')}
            />
            <OverviewTile
              to="/dashboard/evenementen/gepubliceerd"
              icon={Megaphone}
              value={
                section.limit === null
                  ? n(section.publishedThisMonth)
                  : t('overview.ofLimit', { count: section.publishedThisMonth, limit: section.limit })
              }
              label={section.limit === null ? t('overview.publishedUnlimited') : t('overview.published')}
              testId="overview-published"
            />
            <OverviewTile
              to="/dashboard/reviews"
              icon={Star}
              value={n(section.newReviews)}
              label={t('overview.newReviews')}
            />
            <OverviewTile
              to="/dashboard/analytics"
              icon={Users}
              value={n(section.newFollowers)}
              label={t('overview.newFollowers')}
            />
            <OverviewTile
              to="/dashboard/analytics"
              icon={BarChart3}
              value={t('overview.analyticsValue')}
              valueKind="text"
              label={t('overview.analytics')}
            />
          </div>
          {section.nextEvents.length > 0 ? (
            <ul className="divide-y divide-line/60 rounded-[var(--radius-card)] border border-line/80 bg-white">
              {section.nextEvents.map((e) => (
                <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                  <Link
                    to={`/dashboard/evenementen/edit/${e.slug}`}
                    className="min-w-0 font-medium text-forest-700 underline-offset-2 hover:underline"
                  >
                    {e.title}
                  </Link>
                  <span className="text-sm text-ink-soft">{formatEventDate(e.startDate, i18n.language)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
      );
    case 'venue':
      return (
        <Section kind="venue" title={section.venue?.name ?? t('overview.venue')}>
          <div className={GRID}>
            <OverviewTile
              to="/dashboard/venue/bookings"
              icon={Inbox}
              value={n(section.requestsWaiting)}
              label={t('overview.requestsWaiting')}
            />
            <OverviewTile
              to={
                section.occupancyNext30 === null
                  ? '/dashboard/venue/beschikbaarheid'
                  : '/dashboard/venue/analytics'
              }
              icon={Percent}
              value={
                section.occupancyNext30 === null
                  ? t('overview.noOpeningHours')
                  : `${formatNumber(section.occupancyNext30, i18n.language, 1)}%`
              }
              valueKind={section.occupancyNext30 === null ? 'text' : 'figure'}
              label={t('overview.occupancyNext30')}
            />
          </div>
        </Section>
      );
    case 'professional':
      return (
        <Section kind="professional" title={t('overview.professional')}>
          <div className={GRID}>
            <OverviewTile
              to="/dashboard/services"
              icon={Briefcase}
              value={n(section.services)}
              label={t('overview.services')}
            />
            <OverviewTile
              to="/dashboard/availability"
              icon={CalendarCheck}
              value={n(section.requestsWaiting)}
              label={t('overview.professionalRequests')}
            />
          </div>
        </Section>
      );
    case 'participant':
      return (
        <Section kind="participant" title={t('overview.participant')}>
          <div className={GRID}>
            <OverviewTile
              to="/dashboard/opgeslagen"
              icon={Bookmark}
              value={n(section.savedUpcoming)}
              label={t('overview.savedUpcoming')}
            />
            <OverviewTile
              to="/dashboard/organisaties"
              icon={Users}
              value={n(section.followedNewEvents)}
              label={t('overview.followedNewEvents')}
            />
          </div>
        </Section>
      );
  }
};
