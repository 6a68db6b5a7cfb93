import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  amsterdamDateOf,
  amsterdamInstant,
  isCalendarDate,
  isClockTime,
  minutesOf,
} from '@core/domain/weeklyHours';
import { BOOKING_LIMITS } from '@core/domain/bookings';
import type { CalendarDay, MyVenueBookingsResponse, UnitDto } from '@core/schemas/bookings';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { Textarea } from '@web/components/ui/Textarea';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { MonthCalendar } from './MonthCalendar';
import { presetsFor } from './presets';
import { useRequestBooking } from './queries';

type Props = {
  venueId: string;
  units: readonly UnitDto[];
  events: MyVenueBookingsResponse['events'];
};

/**
 * The request form of the venue page: unit, date from the free/blocked calendar, start and end time (with
 * presets from the opening hours), participants, message and an optional own event. What the user typed
 * stays on an error; the server's Dutch message is shown above the button.
 */
export const BookingRequestForm = ({ venueId, units, events }: Props) => {
  const { t } = useTranslation('bookings');
  const today = amsterdamDateOf(new Date());
  const [unitId, setUnitId] = useState(units[0]?.id ?? '');
  const [date, setDate] = useState<string | null>(null);
  const [day, setDay] = useState<CalendarDay | undefined>();
  const [endDate, setEndDate] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [participants, setParticipants] = useState('');
  const [message, setMessage] = useState('');
  const [eventId, setEventId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestBooking(venueId);
  const unit = units.find((u) => u.id === unitId);

  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!date || !isCalendarDate(date)) return setError(t('request.pickDate'));
    const last = endDate && isCalendarDate(endDate) ? endDate : date;
    if (!isClockTime(start) || !isClockTime(end) || (last === date && minutesOf(end) <= minutesOf(start)))
      return setError(t('request.timeOrder'));
    setError(null);
    try {
      await request.mutateAsync({
        unitId,
        startsAt: amsterdamInstant(date, start).toISOString(),
        endsAt: amsterdamInstant(last, end).toISOString(),
        participants: Number(participants) || 0,
        message: message.trim() || null,
        eventId: eventId || null,
      });
      notify.success(t('request.sent'), t('request.sentText'));
      setMessage('');
    } catch (err) {
      setError(apiErrorMessage(err, t));
    }
  };

  const presets = day ? presetsFor(day.open) : [];
  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      className="grid gap-5 lg:grid-cols-2"
      noValidate
      data-testid="booking-form"
    >
      <div className="space-y-4">
        <Field id="booking-unit" label={t('request.unit')}>
          <select
            id="booking-unit"
            className={fieldClassName}
            value={unitId}
            onChange={(e) => setUnitId(e.target.value)}
          >
            {units.map((u) => (
              <option key={u.id} value={u.id}>
                {t('request.unitOption', { name: u.name, count: u.capacity })}
              </option>
            ))}
          </select>
        </Field>
        <div>
          <p className="mb-2 text-sm font-medium text-ink">{t('request.date')}</p>
          <MonthCalendar
            venueId={venueId}
            unitId={unitId}
            selected={date}
            minDate={today}
            onSelect={(d, info) => {
              setDate(d);
              setDay(info);
            }}
          />
          {date ? (
            <p className="mt-2 text-sm text-ink-soft" aria-live="polite" data-testid="booking-day-hours">
              {day && day.open.length > 0 && !day.blocked
                ? t('request.openOn', { ranges: day.open.map((r) => `${r.start}–${r.end}`).join(', ') })
                : t('request.closedOn')}
            </p>
          ) : null}
        </div>
      </div>
      <div className="space-y-4">
        {presets.length > 0 ? (
          <div>
            <p className="mb-2 text-sm font-medium text-ink">{t('request.presets')}</p>
            <div className="flex flex-wrap gap-2">
              {presets.map((p) => (
                <Button
                  key={p.key}
                  type="button"
                  variant={start === p.start && end === p.end ? 'primary' : 'secondary'}
                  size="sm"
                  onClick={() => {
                    setStart(p.start);
                    setEnd(p.end);
                  }}
                >
                  {t(`request.${p.key}`)} {p.start}–{p.end}
                </Button>
              ))}
            </div>
          </div>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <Field id="booking-start" label={t('request.start')}>
            <Input
              id="booking-start"
              type="time"
              step={900}
              value={start}
              onChange={(e) => setStart(e.target.value)}
            />
          </Field>
          <Field id="booking-end" label={t('request.end')}>
            <Input
              id="booking-end"
              type="time"
              step={900}
              value={end}
              onChange={(e) => setEnd(e.target.value)}
            />
          </Field>
        </div>
        <Field id="booking-end-date" label={t('request.endDate')}>
          <Input
            id="booking-end-date"
            type="date"
            min={date ?? today}
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
          />
        </Field>
        <Field
          id="booking-participants"
          label={t('request.participants')}
          hint={unit ? t('request.unitOption', { name: unit.name, count: unit.capacity }) : undefined}
        >
          <Input
            id="booking-participants"
            type="number"
            inputMode="numeric"
            min={1}
            max={unit?.capacity}
            value={participants}
            onChange={(e) => setParticipants(e.target.value)}
          />
        </Field>
        <Field id="booking-message" label={t('request.message')}>
          <Textarea
            id="booking-message"
            rows={4}
            maxLength={BOOKING_LIMITS.messageMaxLength}
            placeholder={t('request.messagePlaceholder')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        {events.length > 0 ? (
          <Field id="booking-event" label={t('request.event')}>
            <select
              id="booking-event"
              className={fieldClassName}
              value={eventId}
              onChange={(e) => setEventId(e.target.value)}
            >
              <option value="">{t('request.noEvent')}</option>
              {events.map((ev) => (
                <option key={ev.id} value={ev.id}>
                  {ev.title}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {error ? (
          <p
            role="alert"
            className="rounded-xl border border-clay-300 bg-clay-50 px-4 py-3 text-sm text-clay-700"
            data-testid="booking-error"
          >
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t('request.sending') : t('request.submit')}
        </Button>
      </div>
    </form>
  );
};
