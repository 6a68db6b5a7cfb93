import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminEventDetailDto } from '@core/schemas/adminEvents';
import { Card, CardBody } from '@web/components/ui/Card';
import { formatDateTime } from '@web/features/admin';
import { AdminEventStatusBadge } from './AdminEventStatusBadge';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-1 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
    <dt className="text-sm text-ink-muted">{label}</dt>
    <dd className="min-w-0 break-words text-ink">{children}</dd>
  </div>
);

/** What an admin needs to know about an event before acting on it. */
export const AdminEventFacts = ({ event }: { event: AdminEventDetailDto }) => {
  const { t, i18n } = useTranslation('adminEvents');
  const lang = i18n.language;
  const place = event.isOnline ? t('facts.online') : [event.location, event.city].filter(Boolean).join(', ');
  return (
    <Card>
      <CardBody>
        <h2 className="font-display text-xl font-semibold">{t('facts.title')}</h2>
        <dl className="mt-3 divide-y divide-line" data-testid="admin-event-facts">
          <Fact label={t('facts.status')}>
            <span className="flex flex-wrap items-center gap-2">
              <AdminEventStatusBadge status={event.status} />
              {event.featuredAt ? (
                <span className="text-sm text-ink-soft">
                  {t('facts.featuredSince', { date: formatDateTime(event.featuredAt, lang) })}
                </span>
              ) : null}
            </span>
          </Fact>
          <Fact label={t('facts.organizer')}>
            {event.organization ? (
              <Link
                to={`/admin/organisatie/${event.organization.id}`}
                className="text-forest-700 hover:underline"
              >
                {event.organization.name}
              </Link>
            ) : (
              (event.organizerName ?? event.organizer?.name ?? t('facts.unknown'))
            )}
            {event.organizer ? (
              <span className="block text-sm text-ink-soft">
                {t('facts.account')}{' '}
                <Link
                  to={`/admin/gebruiker/${event.organizer.id}`}
                  className="text-forest-700 hover:underline"
                >
                  {event.organizer.name}
                </Link>
              </span>
            ) : null}
          </Fact>
          <Fact label={t('facts.start')}>{formatDateTime(event.startDate, lang)}</Fact>
          {event.endDate ? <Fact label={t('facts.end')}>{formatDateTime(event.endDate, lang)}</Fact> : null}
          <Fact label={t('facts.place')}>{place || t('facts.unknown')}</Fact>
          <Fact label={t('facts.ticketsSold')}>{event.ticketsSold}</Fact>
          <Fact label={t('facts.views')}>{event.viewCount}</Fact>
          <Fact label={t('facts.saves')}>{event.savedCount}</Fact>
          <Fact label={t('facts.created')}>{formatDateTime(event.createdAt, lang)}</Fact>
          <Fact label={t('facts.published')}>
            {event.publishedAt ? formatDateTime(event.publishedAt, lang) : t('facts.never')}
          </Fact>
        </dl>
      </CardBody>
    </Card>
  );
};
