import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '@core/domain/weeklyHours';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Skeleton } from '@web/components/ui/Skeleton';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { type CalendarDay, calendarDays, hoursText } from './calendarDays';
import {
  monthGridOf,
  monthText,
  shiftMonth,
  shortDateText,
  timeRangeText,
  todayDate,
  weekOf,
} from './format';
import { useCalendar } from './queries';

type Mode = 'week' | 'month';

const WeekDay = ({ day }: { day: CalendarDay }) => {
  const { t, i18n } = useTranslation('appointments');
  const lng = i18n.language;
  return (
    <li className="rounded-xl border border-line/80 p-3" data-testid="overview-day">
      <p className={cn('text-sm font-medium', day.date === todayDate() ? 'text-forest-700' : 'text-ink')}>
        {shortDateText(day.date, lng)}
      </p>
      <ul className="mt-2 space-y-1.5 text-xs">
        {day.free.map((f) => (
          <li key={f.start} className="rounded-md bg-forest-50 px-2 py-1 text-forest-800">
            <span className="sr-only">{t('overview.freeLabel')} </span>
            {timeRangeText(f.start, f.end, lng)}
          </li>
        ))}
        {day.booked.map((b) => (
          <li
            key={b.id}
            className={cn(
              'rounded-md px-2 py-1',
              b.status === 'accepted'
                ? 'bg-clay-100 text-clay-700'
                : 'border border-amber-300 bg-amber-50 text-amber-900',
            )}
          >
            <span className="font-medium">{timeRangeText(b.start, b.end, lng)}</span> · {b.requester}
            <span className="sr-only"> ({t(`status.${b.status}`)})</span>
          </li>
        ))}
        {day.free.length === 0 && day.booked.length === 0 ? (
          <li className="text-ink-soft">{t('overview.none')}</li>
        ) : null}
      </ul>
    </li>
  );
};

const MonthCell = ({ day, inMonth }: { day: CalendarDay; inMonth: boolean }) => {
  const { t, i18n } = useTranslation('appointments');
  const accepted = day.booked.filter((b) => b.status === 'accepted').length;
  const requested = day.booked.length - accepted;
  const label = [
    shortDateText(day.date, i18n.language),
    day.freeMinutes > 0
      ? t('overview.freeHours', { hours: hoursText(day.freeMinutes, i18n.language) })
      : t('overview.none'),
    accepted ? t('overview.accepted', { count: accepted }) : '',
    requested ? t('overview.requested', { count: requested }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li
      aria-label={label}
      className={cn(
        'min-h-16 rounded-lg border p-1.5 text-xs sm:min-h-20 sm:p-2',
        inMonth ? 'border-line/80 bg-white' : 'border-transparent bg-sand-50 text-ink-soft',
        day.date === todayDate() && 'ring-2 ring-forest-500',
      )}
    >
      <p className="font-medium" aria-hidden>
        {Number(day.date.slice(8))}
      </p>
      <div aria-hidden className="mt-1 space-y-0.5">
        {day.freeMinutes > 0 ? (
          <p className="truncate text-forest-700">
            {t('overview.freeShort', { hours: hoursText(day.freeMinutes, i18n.language) })}
          </p>
        ) : null}
        {accepted ? (
          <p className="truncate text-clay-700">
            <span className="sm:hidden">● {accepted}</span>
            <span className="hidden sm:inline">{t('overview.acceptedShort', { count: accepted })}</span>
          </p>
        ) : null}
        {requested ? (
          <p className="truncate text-amber-800">
            <span className="sm:hidden">● {requested}</span>
            <span className="hidden sm:inline">{t('overview.requestedShort', { count: requested })}</span>
          </p>
        ) : null}
      </div>
    </li>
  );
};

/** Week or month of free time (green), accepted appointments and open requests, in Amsterdam time. */
export const AvailabilityOverview = () => {
  const { t, i18n } = useTranslation('appointments');
  const [mode, setMode] = useState<Mode>('week');
  const [anchor, setAnchor] = useState(todayDate());
  const window = mode === 'week' ? weekOf(anchor) : monthGridOf(anchor);
  const query = useCalendar(window.from, window.to);
  const month = anchor.slice(0, 7);

  const shift = (direction: 1 | -1) =>
    setAnchor(mode === 'week' ? addDays(anchor, 7 * direction) : shiftMonth(anchor, direction));

  const title =
    mode === 'week'
      ? t('overview.weekOf', {
          from: shortDateText(window.from, i18n.language),
          to: shortDateText(window.to, i18n.language),
        })
      : monthText(anchor, i18n.language);

  return (
    <Card>
      <CardBody className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-serif text-xl text-ink">{t('overview.title')}</h2>
            <p className="mt-1 text-sm text-ink-soft">{t('overview.intro')}</p>
          </div>
          <div
            role="group"
            aria-label={t('overview.mode')}
            className="flex gap-1 self-start rounded-full bg-sand-100 p-1"
          >
            {(['week', 'month'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
                className={cn(
                  'rounded-full px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-forest-600',
                  mode === m ? 'bg-white text-ink shadow-sm' : 'text-ink-soft',
                )}
              >
                {t(`overview.${m}`)}
              </button>
            ))}
          </div>
        </div>
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('overview.previous')}
            onClick={() => shift(-1)}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <p className="text-center font-medium text-ink capitalize" aria-live="polite">
            {title}
          </p>
          <Button variant="secondary" size="icon" aria-label={t('overview.next')} onClick={() => shift(1)}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
        {query.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : query.isError ? (
          <ErrorPanel
            title={t('overview.loadError')}
            description={apiErrorMessage(query.error, t)}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        ) : mode === 'week' ? (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7" data-testid="overview-week">
            {calendarDays(query.data).map((day) => (
              <WeekDay key={day.date} day={day} />
            ))}
          </ul>
        ) : (
          <div>
            <div
              aria-hidden
              className="mb-1 grid grid-cols-7 gap-1 text-center text-xs font-medium text-ink-soft"
            >
              {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                <span key={d}>{t(`weekdayShort.${d}`)}</span>
              ))}
            </div>
            <ul className="grid grid-cols-7 gap-1" data-testid="overview-month">
              {calendarDays(query.data).map((day) => (
                <MonthCell key={day.date} day={day} inMonth={day.date.startsWith(month)} />
              ))}
            </ul>
          </div>
        )}
      </CardBody>
    </Card>
  );
};
