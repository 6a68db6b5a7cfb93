import { Flag, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminEventItem } from '@core/schemas/adminEvents';
import { Badge } from '@web/components/ui/Badge';
import { formatDateTime } from '@web/features/admin';
import { AdminEventStatusBadge } from './AdminEventStatusBadge';
import { adminEventPath } from './paths';

type AdminEventListProps = {
  events: readonly AdminEventItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
};

/** The rows of /admin/evenementen with a checkbox each (and one for the whole page) for the bulk actions. */
export const AdminEventList = ({ events, selected, onToggle, onToggleAll }: AdminEventListProps) => {
  const { t, i18n } = useTranslation('adminEvents');
  const all = events.length > 0 && events.every((e) => selected.has(e.id));
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 border-b border-line bg-sand-50 px-4 text-sm font-medium text-ink-soft">
        <input
          type="checkbox"
          className="size-4 accent-forest-700"
          checked={all}
          onChange={(e) => onToggleAll(e.target.checked)}
          data-testid="admin-events-select-all"
        />
        {t('list.selectPage')}
      </label>
      <ul className="divide-y divide-line" data-testid="admin-events-list">
        {events.map((event) => (
          <li
            key={event.id}
            className="flex items-start gap-3 px-4 py-3"
            data-testid="admin-event-row"
            data-event-id={event.id}
          >
            <input
              type="checkbox"
              className="mt-1.5 size-4 shrink-0 accent-forest-700"
              checked={selected.has(event.id)}
              onChange={(e) => onToggle(event.id, e.target.checked)}
              aria-label={t('list.select', { title: event.title })}
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={adminEventPath(event.id)}
                  className="font-medium break-words text-ink hover:text-forest-700 hover:underline"
                >
                  {event.title}
                </Link>
                <AdminEventStatusBadge status={event.status} />
                {event.featured ? (
                  <Badge tone="premium">
                    <Star aria-hidden className="size-3" />
                    {t('list.featured')}
                  </Badge>
                ) : null}
                {event.openReports > 0 ? (
                  <Badge tone="destructive" data-testid="admin-event-reports">
                    <Flag aria-hidden className="size-3" />
                    {t('list.reports', { count: event.openReports })}
                  </Badge>
                ) : null}
              </div>
              <p className="mt-1 text-sm break-words text-ink-soft">
                {[formatDateTime(event.startDate, i18n.language), event.city, event.organizerName]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
};
