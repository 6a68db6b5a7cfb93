import { CalendarDays, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@core/schemas/eventDetail';
import { formatEventDate, formatEventTime } from '@web/lib/format';
import { SectionTitle } from './SectionTitle';

type EventScheduleProps = { event: Pick<EventDetail, 'startDate' | 'endDate' | 'occurrences' | 'sessions'> };

const VISIBLE_OCCURRENCES = 12;

/** All dates of the event (occurrences) and its programme (sessions). */
export const EventSchedule = ({ event }: EventScheduleProps) => {
  const { t, i18n } = useTranslation('eventDetail');
  const lang = i18n.resolvedLanguage ?? 'nl';
  const when = (start: string, end: string | null) =>
    `${formatEventDate(start, lang)} · ${formatEventTime(start)}${end ? ` – ${formatEventTime(end)}` : ''}`;
  const dates =
    event.occurrences.length > 0
      ? event.occurrences
      : [{ startDate: event.startDate, endDate: event.endDate }];
  if (dates.length <= 1 && event.sessions.length === 0) return null;
  return (
    <section aria-labelledby="event-dates" className="space-y-6">
      {dates.length > 1 ? (
        <div>
          <SectionTitle id="event-dates">{t('dates.title', { count: dates.length })}</SectionTitle>
          <ul className="grid gap-2 sm:grid-cols-2" data-testid="event-occurrences">
            {dates.slice(0, VISIBLE_OCCURRENCES).map((d) => (
              <li
                key={d.startDate}
                className="flex items-center gap-2 rounded-xl border border-line bg-white px-4 py-3 text-sm"
              >
                <CalendarDays aria-hidden className="size-4 shrink-0 text-clay-600" />
                <time dateTime={d.startDate}>{when(d.startDate, d.endDate)}</time>
              </li>
            ))}
          </ul>
          {dates.length > VISIBLE_OCCURRENCES ? (
            <p className="mt-2 text-sm text-ink-muted">
              {t('dates.more', { count: dates.length - VISIBLE_OCCURRENCES })}
            </p>
          ) : null}
        </div>
      ) : null}
      {event.sessions.length > 0 ? (
        <div>
          <SectionTitle id={dates.length > 1 ? undefined : 'event-dates'}>{t('sessions.title')}</SectionTitle>
          <ol className="space-y-3">
            {event.sessions.map((s) => (
              <li key={s.id} className="rounded-xl border border-line bg-white p-4">
                <p className="flex items-center gap-2 text-sm font-medium text-clay-700">
                  <Clock aria-hidden className="size-4" />
                  <time dateTime={s.startTime}>{when(s.startTime, s.endTime)}</time>
                </p>
                <p className="mt-1 font-semibold text-ink">{s.title}</p>
                {s.description ? <p className="mt-1 text-sm text-ink-soft">{s.description}</p> : null}
                {s.location ? <p className="mt-1 text-sm text-ink-muted">{s.location}</p> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
};
