import { useTranslation } from 'react-i18next';
import type { IntervalDto, ServiceSlotsDto } from '@core/schemas/appointments';
import { addDays, datesBetween, mondayOf } from '@core/domain/weeklyHours';
import { cn } from '@web/lib/cn';
import { longDateText, timeRangeText } from './format';

type SlotPickerProps = {
  data: ServiceSlotsDto;
  day: string | null;
  slot: IntervalDto | null;
  onDay: (date: string) => void;
  onSlot: (slot: IntervalDto) => void;
};

/**
 * The next weeks as a Monday-first grid of days (days without a free slot disabled), then the free slots of
 * the chosen day as buttons.
 */
export const SlotPicker = ({ data, day, slot, onDay, onSlot }: SlotPickerProps) => {
  const { t, i18n } = useTranslation('appointments');
  const lng = i18n.language;
  const byDate = new Map(data.days.map((d) => [d.date, d.slots]));
  const grid = datesBetween(mondayOf(data.from), addDays(mondayOf(data.to), 6));
  const slots = day ? (byDate.get(day) ?? []) : [];
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('book.pickDay')}</legend>
        <div
          aria-hidden
          className="mb-1 grid grid-cols-7 gap-1 text-center text-xs font-medium text-ink-soft"
        >
          {[1, 2, 3, 4, 5, 6, 7].map((d) => (
            <span key={d}>{t(`weekdayShort.${d}`)}</span>
          ))}
        </div>
        <div className="grid grid-cols-7 gap-1" data-testid="day-picker" data-from={data.from}>
          {grid.map((date) => {
            const inWindow = date >= data.from && date <= data.to;
            const free = byDate.has(date);
            const chosen = date === day;
            const firstOfMonth = date.endsWith('-01') || date === data.from;
            return (
              <button
                key={date}
                type="button"
                disabled={!free}
                aria-pressed={chosen}
                aria-label={`${longDateText(date, lng)}${free ? '' : ` – ${t('book.noTime')}`}`}
                data-date={date}
                onClick={() => onDay(date)}
                className={cn(
                  'flex h-12 flex-col items-center justify-center rounded-lg text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-forest-600',
                  !inWindow && 'invisible',
                  free && !chosen && 'bg-forest-50 font-medium text-forest-800 hover:bg-forest-100',
                  !free && 'text-ink-muted line-through decoration-ink-muted/40 opacity-60',
                  chosen && 'bg-forest-700 font-medium text-white',
                )}
              >
                <span>{Number(date.slice(8))}</span>
                {firstOfMonth ? (
                  <span className="text-[10px] leading-none">
                    {new Intl.DateTimeFormat(lng.startsWith('en') ? 'en-GB' : 'nl-NL', {
                      month: 'short',
                      timeZone: 'UTC',
                    }).format(new Date(`${date}T12:00:00Z`))}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      </fieldset>
      {day ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">
            {t('book.pickSlot', { date: longDateText(day, lng) })}
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="slot-picker">
            {slots.map((s) => (
              <button
                key={s.start}
                type="button"
                aria-pressed={slot?.start === s.start}
                data-start={s.start}
                onClick={() => onSlot(s)}
                className={cn(
                  'h-11 rounded-full border text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-forest-600',
                  slot?.start === s.start
                    ? 'border-forest-700 bg-forest-700 text-white'
                    : 'border-line bg-white text-ink hover:border-forest-300 hover:bg-forest-50',
                )}
              >
                {timeRangeText(s.start, s.end, lng)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
};
