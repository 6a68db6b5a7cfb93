import { BarChart3, Bookmark, CalendarDays, Eye, MapPin, Star, Ticket, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventEditorDto } from '@core/schemas/eventWrite';
import { Card } from '@web/components/ui/Card';
import { StatCard } from '@web/components/ui/StatCard';
import { formatCount, formatEventWhen } from '@web/lib/format';

/** A link tile to a page that has the details. */
const LINK_CLASS =
  'flex items-center gap-3 rounded-[var(--radius-card)] border border-line/80 bg-white p-4 shadow-[var(--shadow-soft)] hover:border-forest-400 focus-visible:outline-2';

const LinkTile = ({
  to,
  icon: Icon,
  title,
  children,
}: {
  to: string;
  icon: typeof MapPin;
  title: string;
  children: ReactNode;
}) => (
  <Link to={to} className={LINK_CLASS}>
    <Icon aria-hidden className="size-5 text-forest-600" />
    <span>
      <span className="block font-medium">{title}</span>
      <span className="text-sm text-ink-soft">{children}</span>
    </span>
  </Link>
);

const Fact = ({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof MapPin;
  label: string;
  children: ReactNode;
}) => (
  <div className="flex gap-3">
    <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-forest-600" />
    <div className="min-w-0">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  </div>
);

/**
 * The organiser's overview of one event (/dashboard/evenementen/{id}): when and where, how often it was seen
 * and saved, and the seats sold against the capacity. Ticket sales in detail and the reviews have their own
 * pages; the overview links there instead of repeating them.
 */
export const EventOverview = ({ event, ticketSales }: { event: EventEditorDto; ticketSales?: ReactNode }) => {
  const { t, i18n } = useTranslation('eventAdmin');
  const language = i18n.language;
  const sold = event.tickets.reduce((sum, ticket) => sum + ticket.soldCount, 0);
  const capacity = event.maxParticipants;
  const place = event.isOnline
    ? t('overview.online')
    : [event.venue?.name ?? event.location, event.address, event.city].filter(Boolean).join(', ') ||
      t('overview.noPlace');

  return (
    <div className="space-y-8" data-testid="event-overview">
      <section aria-labelledby="event-overview-figures">
        <h2 id="event-overview-figures" className="sr-only">
          {t('overview.figures')}
        </h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <StatCard
            icon={Eye}
            label={t('overview.views')}
            value={formatCount(event.viewCount, language)}
            testId="overview-views"
          />
          <StatCard
            icon={Bookmark}
            label={t('overview.saves')}
            value={formatCount(event.savedCount, language)}
            testId="overview-saves"
          />
          <StatCard
            icon={Ticket}
            label={t('overview.sold')}
            value={capacity ? t('overview.soldOf', { sold, capacity }) : String(sold)}
            testId="overview-sold"
          />
          <StatCard
            icon={Users}
            label={t('overview.ticketTypes')}
            value={String(event.tickets.filter((ticket) => ticket.isActive).length)}
            testId="overview-ticket-types"
          />
        </div>
      </section>

      <Card className="p-5">
        <h2 className="mb-4 text-lg font-semibold">{t('overview.facts')}</h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact icon={CalendarDays} label={t('overview.when')}>
            <span data-testid="overview-when">
              {formatEventWhen(event.startDate, event.endDate, language)}
            </span>
          </Fact>
          <Fact icon={MapPin} label={t('overview.where')}>
            {place}
          </Fact>
        </dl>
      </Card>

      {ticketSales}

      <nav aria-label={t('overview.more')} className="grid gap-3 sm:grid-cols-2">
        <LinkTile to="/dashboard/analytics" icon={BarChart3} title={t('overview.analytics')}>
          {t('overview.analyticsText')}
        </LinkTile>
        <LinkTile to="/dashboard/reviews" icon={Star} title={t('overview.reviews')}>
          {t('overview.reviewsText')}
        </LinkTile>
      </nav>
    </div>
  );
};
