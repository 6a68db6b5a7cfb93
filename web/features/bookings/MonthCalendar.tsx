import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDay } from '@core/schemas/bookings';
import { Button } from '@web/components/ui/Button';
import { Skeleton } from '@web/components/ui/Skeleton';
import { cn } from '@web/lib/cn';
import { useVenueCalendar } from './queries';

export type DayState = 'open' | 'closed' | 'blocked' | 'booked';

/** What a date is for one unit (or the venue as a whole when no unit is given). */
export const dayState = (day: CalendarDay | undefined, unitId: string | null): DayState => {
  if (!day) return 'closed';
  if (day.blocked || (unitId && day.blockedUnitIds.includes(unitId))) return 'blocked';
  if (day.open.length === 0) return 'closed';
  if (day.busy.some((b) => !unitId || b.unitId === unitId)) return 'booked';
  return 'open';
};

const STYLE: Record<DayState, string> = {
  open: 'bg-forest-50 text-forest-900 hover:bg-forest-100',
  booked: 'bg-amber-100 text-amber-900 hover:bg-amber-200',
  blocked: 'bg-clay-100 text-clay-700 line-through',
  closed: 'bg-sand-50 text-ink-muted',
};

type MonthCalendarProps = {
  venueId: string;
  unitId?: string | null;
  selected?: string | null;
  onSelect?: (date: string, day: CalendarDay | undefined) => void;
  /** Days before this date cannot be chosen (yyyy-MM-dd). */
  minDate?: string;
};

/** A month of a venue's hire calendar, Monday first: open, booked, blocked and closed days. */
export const MonthCalendar = ({
  venueId,
  unitId = null,
  selected,
  onSelect,
  minDate,
}: MonthCalendarProps) => {
  const { t, i18n } = useTranslation('bookings');
  const locale = i18n.language === 'en' ? enGB : nl;
  const [month, setMonth] = useState(() =>
    startOfMonth(selected ? new Date(`${selected}T12:00:00`) : new Date()),
  );
  const gridStart = startOfWeek(startOfMonth(month), { weekStartsOn: 1 });
  const gridEnd = endOfWeek(endOfMonth(month), { weekStartsOn: 1 });
  const from = format(gridStart, 'yyyy-MM-dd');
  const to = format(gridEnd, 'yyyy-MM-dd');
  const calendar = useVenueCalendar(venueId, from, to);
  const byDate = new Map((calendar.data?.days ?? []).map((d) => [d.date, d]));
  const days: Date[] = [];
  for (let d = gridStart; d <= gridEnd; d = addDays(d, 1)) days.push(d);
  const weekdays = days.slice(0, 7).map((d) => format(d, 'EEEEEE', { locale }));
  const title = format(month, 'LLLL yyyy', { locale });

  return (
    <div data-testid="month-calendar">
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('calendar.previous')}
          onClick={() => setMonth((m) => addMonths(m, -1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <p className="font-medium capitalize" aria-live="polite">
          {title}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('calendar.next')}
          onClick={() => setMonth((m) => addMonths(m, 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      {calendar.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <div
          role="grid"
          aria-label={title}
          aria-busy={calendar.isPlaceholderData}
          className="grid grid-cols-7 gap-1 text-center text-sm"
        >
          {weekdays.map((w) => (
            <div key={w} role="columnheader" className="py-1 text-xs font-medium text-ink-muted uppercase">
              {w}
            </div>
          ))}
          {days.map((d) => {
            const date = format(d, 'yyyy-MM-dd');
            const state = dayState(byDate.get(date), unitId);
            const inMonth = isSameMonth(d, month);
            const past = minDate !== undefined && date < minDate;
            const label = t('calendar.dayLabel', {
              date: format(d, 'EEEE d MMMM yyyy', { locale }),
              state: t(`calendar.${state}`),
            });
            const isSelected = selected === date;
            return (
              <button
                key={date}
                type="button"
                role="gridcell"
                data-date={date}
                data-state={state}
                aria-label={isSelected ? `${label} (${t('calendar.selected')})` : label}
                aria-selected={isSelected}
                // While a new month loads, the previous month's data stands in: a day picked then would
                // carry no opening hours, so days wait for their own data.
                disabled={!onSelect || past || !inMonth || calendar.isPlaceholderData}
                onClick={() => onSelect?.(date, byDate.get(date))}
                className={cn(
                  'aspect-square rounded-lg text-sm transition-colors disabled:cursor-default',
                  inMonth ? STYLE[state] : 'invisible',
                  past && 'opacity-40',
                  isSelected && 'ring-2 ring-forest-700 ring-offset-1',
                )}
              >
                {format(d, 'd')}
              </button>
            );
          })}
        </div>
      )}
      <ul aria-label={t('calendar.legend')} className="mt-3 flex flex-wrap gap-3 text-xs text-ink-soft">
        {(['open', 'booked', 'blocked', 'closed'] as const).map((s) => (
          <li key={s} className="flex items-center gap-1.5">
            <span aria-hidden className={cn('inline-block size-3 rounded', STYLE[s])} />
            {t(`calendar.${s}`)}
          </li>
        ))}
      </ul>
    </div>
  );
};
