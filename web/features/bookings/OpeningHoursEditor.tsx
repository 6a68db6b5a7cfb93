import { Copy, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS, WEEKDAYS, type Weekday } from '@core/domain/bookings';
import { OpeningHoursBody } from '@core/schemas/bookings';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Input } from '@web/components/ui/Input';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useSaveOpeningHours } from './queries';

type Range = { start: string; end: string };
type Week = Record<Weekday, Range[]>;

const toWeek = (rows: readonly { weekday: number; start: string; end: string }[]): Week =>
  Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      rows.filter((r) => r.weekday === d).map((r) => ({ start: r.start, end: r.end })),
    ]),
  ) as Week;

/** Ma–Zo, up to three ranges a day, 'copy Monday to the weekdays'; saved as one replacement. */
export const OpeningHoursEditor = ({
  venueId,
  hours,
}: {
  venueId: string;
  hours: readonly { weekday: number; start: string; end: string }[];
}) => {
  const { t } = useTranslation('bookings');
  const [week, setWeek] = useState<Week>(() => toWeek(hours));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveOpeningHours(venueId);

  const change = (day: Weekday, ranges: Range[]) => setWeek((w) => ({ ...w, [day]: ranges }));
  const handleCopy = () => setWeek((w) => ({ ...w, 2: [...w[1]], 3: [...w[1]], 4: [...w[1]], 5: [...w[1]] }));

  const handleSave = async () => {
    const parsed = OpeningHoursBody.safeParse({
      ranges: WEEKDAYS.flatMap((weekday) => week[weekday].map((r) => ({ weekday, ...r }))),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
      notify.success(t('hours.saved'));
    } catch (e) {
      setError(apiErrorMessage(e, t));
    }
  };

  return (
    <section aria-labelledby="hours-title" className="space-y-4">
      <div>
        <h2 id="hours-title" className="font-display text-2xl font-semibold">
          {t('hours.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('hours.text')}</p>
      </div>
      <Card>
        <CardBody className="divide-y divide-line">
          {WEEKDAYS.map((day) => {
            const dayName = t(`weekday.${day}`);
            const ranges = week[day];
            return (
              <div
                key={day}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start"
                data-testid={`hours-${day}`}
              >
                <p className="w-32 shrink-0 pt-2 font-medium">{dayName}</p>
                <div className="flex flex-1 flex-col gap-2">
                  {ranges.length === 0 ? (
                    <p className="pt-2 text-sm text-ink-muted">{t('hours.closed')}</p>
                  ) : null}
                  {ranges.map((r, i) => (
                    <div key={i} className="flex items-center gap-2">
                      <Input
                        type="time"
                        step={900}
                        className="h-11 min-w-0 flex-1 px-3 sm:w-36 sm:flex-none"
                        aria-label={t('hours.fromLabel', { day: dayName, n: i + 1 })}
                        value={r.start}
                        onChange={(e) =>
                          change(
                            day,
                            ranges.map((x, j) => (j === i ? { ...x, start: e.target.value } : x)),
                          )
                        }
                      />
                      <span aria-hidden>–</span>
                      <Input
                        type="time"
                        step={900}
                        className="h-11 min-w-0 flex-1 px-3 sm:w-36 sm:flex-none"
                        aria-label={t('hours.toLabel', { day: dayName, n: i + 1 })}
                        value={r.end}
                        onChange={(e) =>
                          change(
                            day,
                            ranges.map((x, j) => (j === i ? { ...x, end: e.target.value } : x)),
                          )
                        }
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('hours.removeRangeLabel', { day: dayName, from: r.start, to: r.end })}
                        onClick={() =>
                          change(
                            day,
                            ranges.filter((_, j) => j !== i),
                          )
                        }
                      >
                        <X aria-hidden />
                      </Button>
                    </div>
                  ))}
                </div>
                {ranges.length < BOOKING_LIMITS.rangesPerWeekday ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-start"
                    aria-label={t('hours.addRangeLabel', { day: dayName })}
                    onClick={() =>
                      change(day, [
                        ...ranges,
                        ranges.length === 0
                          ? { start: '09:00', end: '17:00' }
                          : { start: '18:00', end: '22:00' },
                      ])
                    }
                  >
                    <Plus aria-hidden />
                    {t('hours.addRange')}
                  </Button>
                ) : null}
              </div>
            );
          })}
        </CardBody>
      </Card>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void handleSave()} disabled={save.isPending}>
          {t('hours.save')}
        </Button>
        <Button variant="secondary" onClick={handleCopy}>
          <Copy aria-hidden />
          {t('hours.copy')}
        </Button>
      </div>
    </section>
  );
};
