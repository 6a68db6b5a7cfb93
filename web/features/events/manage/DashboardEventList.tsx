import { Bookmark, CalendarDays, Eye, MapPin, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardEventItem } from '@core/schemas/eventWrite';
import { EventImagePlaceholder } from '@web/features/events/EventImagePlaceholder';
import { formatEventDate, formatEventTime } from '@web/lib/format';
import { editEventPath } from './dashboardTabs';
import { EventRowActions } from './EventRowActions';
import { EventStatusBadge } from './EventStatusBadge';
import type { StatusActionFlow } from './useStatusActionFlow';

type DashboardEventListProps = { events: readonly DashboardEventItem[]; flow: StatusActionFlow };

const EventThumb = ({ event }: { event: DashboardEventItem }) => (
  <div className="relative hidden aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-xl bg-sand-200 sm:block">
    {event.imageUrl ? (
      <img src={event.imageUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
    ) : (
      <EventImagePlaceholder seed={event.id} />
    )}
  </div>
);

/** The organiser's events, one row each: picture, title with badge, when and where, counts, actions. */
export const DashboardEventList = ({ events, flow }: DashboardEventListProps) => {
  const { t, i18n } = useTranslation('eventAdmin');
  const language = i18n.resolvedLanguage ?? 'nl';
  return (
    <ul
      aria-label={t('list.label')}
      className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
    >
      {events.map((event) => (
        <li
          key={event.id}
          data-testid="dashboard-event-row"
          data-event-id={event.id}
          className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5"
        >
          <EventThumb event={event} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              {event.status === 'trashed' ? (
                <p className="min-w-0 font-medium break-words text-ink">{event.title}</p>
              ) : (
                <Link
                  to={editEventPath(event)}
                  className="min-w-0 font-medium break-words text-ink hover:text-forest-800 hover:underline"
                >
                  {event.title}
                </Link>
              )}
              <EventStatusBadge status={event.status} badge={event.badge} />
              {event.isRecurring ? (
                <span title={t('list.recurring')} className="text-forest-700">
                  <Repeat aria-label={t('list.recurring')} className="size-4" />
                </span>
              ) : null}
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4 text-ink-muted" />
                <time dateTime={event.startDate}>
                  {formatEventDate(event.startDate, language)} · {formatEventTime(event.startDate)}
                </time>
              </span>
              {event.city ? (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden className="size-4 text-ink-muted" />
                  {event.city}
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1.5" title={t('list.saved')}>
                <Bookmark aria-hidden className="size-4 text-ink-muted" />
                <span className="sr-only">{t('list.saved')}:</span>
                {event.savedCount}
              </span>
              <span className="inline-flex items-center gap-1.5" title={t('list.views')}>
                <Eye aria-hidden className="size-4 text-ink-muted" />
                <span className="sr-only">{t('list.views')}:</span>
                {event.viewCount}
              </span>
            </p>
            {event.organizerName ? (
              <p className="mt-0.5 truncate text-xs text-ink-muted">{event.organizerName}</p>
            ) : null}
          </div>
          <div className="flex justify-end">
            <EventRowActions event={event} flow={flow} />
          </div>
        </li>
      ))}
    </ul>
  );
};
