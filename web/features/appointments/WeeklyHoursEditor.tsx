import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS, WEEKDAYS, type Weekday } from '@core/domain/bookings';
import type { WeeklyRangeDto } from '@core/schemas/appointments';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useSaveAvailability } from './queries';
import {
  type WeekDraft,
  dayProblem,
  nextRange,
  normaliseEnd,
  rangesFromWeek,
  weekFromRanges,
} from './weeklyRanges';

type WeeklyHoursEditorProps = { ranges: WeeklyRangeDto[] };

/** Ma–Zo, Monday first, up to 3 ranges a day in Amsterdam time; saved as a whole week. */
export const WeeklyHoursEditor = ({ ranges }: WeeklyHoursEditorProps) => {
  const { t } = useTranslation('appointments');
  const [week, setWeek] = useState<WeekDraft>(() => weekFromRanges(ranges));
  const save = useSaveAvailability();
  const problems = Object.fromEntries(WEEKDAYS.map((d) => [d, dayProblem(week[d])])) as Record<
    Weekday,
    string | null
  >;
  const invalid = WEEKDAYS.some((d) => problems[d] !== null);

  const update = (day: Weekday, next: { start: string; end: string }[]) => setWeek({ ...week, [day]: next });

  const handleSave = async () => {
    if (invalid) return;
    try {
      const saved = await save.mutateAsync(
        rangesFromWeek(week).map((r) => ({ ...r, end: normaliseEnd(r.end) })),
      );
      setWeek(weekFromRanges(saved.ranges));
      notify.success(t('week.saved'));
    } catch {
      // Shown below the form.
    }
  };

  return (
    <Card>
      <CardBody className="space-y-5">
        <div>
          <h2 className="font-serif text-xl text-ink">{t('week.title')}</h2>
          <p className="mt-1 text-sm text-ink-soft">{t('week.intro')}</p>
        </div>
        <ul className="divide-y divide-line/70" data-testid="weekly-hours">
          {WEEKDAYS.map((day) => (
            <li
              key={day}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start"
              data-testid={`weekday-${day}`}
            >
              <p className="w-28 shrink-0 pt-2 font-medium text-ink">{t(`weekday.${day}`)}</p>
              <div className="flex-1 space-y-2">
                {week[day].length === 0 ? (
                  <p className="pt-2 text-sm text-ink-soft">{t('week.closed')}</p>
                ) : (
                  week[day].map((range, i) => (
                    <div
                      key={i}
                      className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-center gap-2 sm:max-w-md"
                    >
                      <Input
                        type="time"
                        step={900}
                        value={range.start}
                        className="w-full min-w-0 px-2.5"
                        aria-label={t('week.startLabel', { day: t(`weekday.${day}`), n: i + 1 })}
                        onChange={(e) =>
                          update(
                            day,
                            week[day].map((r, k) => (k === i ? { ...r, start: e.target.value } : r)),
                          )
                        }
                      />
                      <span aria-hidden className="text-ink-soft">
                        –
                      </span>
                      <Input
                        type="time"
                        step={900}
                        value={range.end === '24:00' ? '00:00' : range.end}
                        className="w-full min-w-0 px-2.5"
                        aria-label={t('week.endLabel', { day: t(`weekday.${day}`), n: i + 1 })}
                        onChange={(e) =>
                          update(
                            day,
                            week[day].map((r, k) => (k === i ? { ...r, end: e.target.value } : r)),
                          )
                        }
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('week.removeRange', { day: t(`weekday.${day}`), n: i + 1 })}
                        onClick={() =>
                          update(
                            day,
                            week[day].filter((_, k) => k !== i),
                          )
                        }
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  ))
                )}
                {problems[day] ? (
                  <p role="alert" className="text-sm text-red-700">
                    {t(problems[day])}
                  </p>
                ) : null}
              </div>
              {week[day].length < BOOKING_LIMITS.rangesPerWeekday ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  aria-label={t('week.addRangeLabel', { day: t(`weekdayInSentence.${day}`) })}
                  onClick={() => update(day, [...week[day], nextRange(week[day].at(-1))])}
                >
                  <Plus aria-hidden />
                  {t('week.addRange')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {save.isError ? <FormAlert>{apiErrorMessage(save.error, t)}</FormAlert> : null}
        <div className="flex justify-end">
          <Button
            onClick={() => void handleSave()}
            disabled={invalid || save.isPending}
            data-testid="save-weekly-hours"
          >
            {save.isPending ? t('week.saving') : t('week.save')}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
};
