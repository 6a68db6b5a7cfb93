import { CalendarClock, CalendarX, LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { APPOINTMENT_PICKER_DAYS } from '@core/domain/appointmentSlots';
import { BOOKING_LIMITS } from '@core/domain/bookings';
import { addDays, mondayOf } from '@core/domain/weeklyHours';
import type { IntervalDto } from '@core/schemas/appointments';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Skeleton } from '@web/components/ui/Skeleton';
import { Textarea } from '@web/components/ui/Textarea';
import { useSession } from '@web/features/accounts';
import { apiErrorCode, apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { appointmentText, shortDateText, todayDate } from './format';
import { MyAppointmentsList } from './MyAppointmentsList';
import { useMyAppointments, useRequestAppointment, useServiceSlots } from './queries';
import { SlotPicker } from './SlotPicker';

/** The furthest window a member may page to (BOOKING_LIMITS.maxDaysAhead). */
const MAX_OFFSET = Math.floor(BOOKING_LIMITS.maxDaysAhead / APPOINTMENT_PICKER_DAYS);

const RequestForm = ({ serviceId }: { serviceId: string }) => {
  const { t, i18n } = useTranslation('appointments');
  const [offset, setOffset] = useState(0);
  const from = addDays(mondayOf(todayDate()), offset * APPOINTMENT_PICKER_DAYS);
  const to = addDays(from, APPOINTMENT_PICKER_DAYS - 1);
  const slots = useServiceSlots(serviceId, from, to);
  const send = useRequestAppointment(serviceId);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<IntervalDto | null>(null);
  const [message, setMessage] = useState('');

  const handleWindow = (next: number) => {
    setOffset(next);
    setDay(null);
    setSlot(null);
  };

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!slot) return;
    try {
      await send.mutateAsync({ startsAt: slot.start, message: message.trim() || null });
      notify.success(t('book.sent'), appointmentText(slot.start, slot.end, i18n.language));
      setSlot(null);
      setDay(null);
      setMessage('');
    } catch (error) {
      // The slot went meanwhile: fresh slots come with the invalidation; the choice is cleared.
      if (apiErrorCode(error)?.startsWith('booking_slot')) setSlot(null);
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} className="space-y-5" data-testid="appointment-form">
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={offset === 0}
          onClick={() => handleWindow(offset - 1)}
        >
          {t('book.earlier')}
        </Button>
        <p
          className="text-center text-sm font-medium text-ink"
          aria-live="polite"
          data-testid="picker-window"
        >
          {t('book.window', {
            from: shortDateText(from, i18n.language),
            to: shortDateText(to, i18n.language),
          })}
        </p>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={offset >= MAX_OFFSET}
          onClick={() => handleWindow(offset + 1)}
          data-testid="picker-later"
        >
          {t('book.later')}
        </Button>
      </div>
      {slots.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : slots.isError ? (
        <ErrorPanel
          title={t('book.loadError')}
          description={apiErrorMessage(slots.error, t)}
          retryLabel={t('retry')}
          onRetry={() => void slots.refetch()}
        />
      ) : (
        <>
          {slots.data.days.length === 0 ? (
            <p
              className="flex items-center gap-2 rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink-soft"
              data-testid="no-slots"
            >
              <CalendarX aria-hidden className="size-4 shrink-0" />
              {t('book.noSlots')}
            </p>
          ) : null}
          <SlotPicker
            data={slots.data}
            day={day}
            slot={slot}
            onDay={(d) => {
              setDay(d);
              setSlot(null);
            }}
            onSlot={setSlot}
          />
        </>
      )}
      {slot ? (
        <>
          <Field id="appointment-message" label={t('book.message')} hint={t('book.messageHint')}>
            <Textarea
              id="appointment-message"
              className="min-h-24"
              maxLength={BOOKING_LIMITS.messageMaxLength}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </Field>
          <p className="text-sm text-ink-soft">
            {t('book.summary', { when: appointmentText(slot.start, slot.end, i18n.language) })}
          </p>
        </>
      ) : null}
      {send.isError ? (
        <FormAlert testId="appointment-error">{apiErrorMessage(send.error, t)}</FormAlert>
      ) : null}
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={!slot || send.isPending}
        data-testid="send-appointment"
      >
        {send.isPending ? t('book.sending') : t('book.send')}
      </Button>
    </form>
  );
};

type BookAppointmentPanelProps = { serviceId: string };

/**
 * 'Afspraak aanvragen' on a service page: visitors get a login link back here; the professional sees that
 * this is their own service; members pick a free slot, add a message and send, and see 'Jouw aanvragen'.
 */
export const BookAppointmentPanel = ({ serviceId }: BookAppointmentPanelProps) => {
  const { t } = useTranslation('appointments');
  const session = useSession();
  const { pathname } = useLocation();
  const [page, setPage] = useState(1);
  const mine = useMyAppointments(serviceId, page, session.isSignedIn);

  const body = (() => {
    if (session.isLoading || (session.isSignedIn && mine.isPending))
      return <Skeleton className="h-40 w-full" />;
    if (!session.isSignedIn)
      return (
        <div className="space-y-3" data-testid="appointment-login">
          <p className="text-sm text-ink-soft">{t('book.loginText')}</p>
          <Button asChild>
            <Link to={`/auth/login?from=${encodeURIComponent(pathname)}`}>
              <LogIn aria-hidden />
              {t('book.login')}
            </Link>
          </Button>
        </div>
      );
    if (mine.isError)
      return (
        <ErrorPanel
          title={t('book.loadError')}
          description={apiErrorMessage(mine.error, t)}
          retryLabel={t('retry')}
          onRetry={() => void mine.refetch()}
        />
      );
    return (
      <div className="space-y-6">
        {mine.data?.canRequest ? (
          <RequestForm serviceId={serviceId} />
        ) : (
          <p className="rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink-soft" data-testid="appointment-own">
            {t('book.own')}{' '}
            <Link
              to="/dashboard/availability"
              className="font-medium text-forest-700 underline underline-offset-2"
            >
              {t('book.ownLink')}
            </Link>
          </p>
        )}
        {mine.data ? <MyAppointmentsList data={mine.data} onPage={setPage} /> : null}
      </div>
    );
  })();

  return (
    <Card id="afspraak" data-testid="appointment-panel">
      <CardBody className="space-y-4">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-700">
            <CalendarClock aria-hidden className="size-5" />
          </span>
          <div>
            <h2 className="font-serif text-2xl text-ink">{t('book.title')}</h2>
            <p className="mt-1 text-sm text-ink-soft">{t('book.intro')}</p>
          </div>
        </div>
        {body}
      </CardBody>
    </Card>
  );
};
