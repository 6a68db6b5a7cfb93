import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EVENT_REPORT_REASON_MAX, EventReportBody } from '@core/schemas/adminEvents';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Field, fieldControlProps } from '@web/components/ui/Field';
import { Textarea } from '@web/components/ui/Textarea';
import { useSession } from '@web/features/accounts';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useReportEvent } from './queries';

type ReportEventButtonProps = { eventId: string };

/**
 * 'Evenement melden' (issue 16): a signed-in member tells the admins what is wrong with an event; visitors
 * are led to the login first. One open report per member per event: a second one says so.
 */
export const ReportEventButton = ({ eventId }: ReportEventButtonProps) => {
  const { t } = useTranslation('eventDetail');
  const { isSignedIn } = useSession();
  const location = useLocation();
  const report = useReportEvent();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = (
    <>
      <Flag aria-hidden />
      {t('report.button')}
    </>
  );
  if (!isSignedIn) {
    const from = `${location.pathname}${location.search}`;
    return (
      <Button asChild variant="ghost" size="sm" className="w-full text-ink-soft">
        <Link to={`/auth/login?from=${encodeURIComponent(from)}`} data-testid="report-event">
          {label}
        </Link>
      </Button>
    );
  }

  const handleOpenChange = (next: boolean) => {
    if (report.isPending) return;
    if (!next) setError(null);
    setOpen(next);
  };

  const handleSubmit = () => {
    const parsed = EventReportBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('report.invalid'));
      return;
    }
    setError(null);
    report.mutate(
      { eventId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notify.success(t('report.sent'));
          setReason('');
          setOpen(false);
        },
        onError: (e) => {
          if (isApiError(e) && e.code === 'event_report_exists') {
            notify.info(apiErrorMessage(e, t));
            setOpen(false);
            return;
          }
          setError(apiErrorMessage(e, t));
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="w-full text-ink-soft"
        onClick={() => setOpen(true)}
        data-testid="report-event"
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={handleOpenChange}
        title={t('report.title')}
        description={t('report.description')}
        closeLabel={t('report.close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => handleOpenChange(false)}>
              {t('report.cancel')}
            </Button>
            <Button onClick={handleSubmit} disabled={report.isPending} data-testid="report-event-submit">
              {report.isPending ? t('report.sending') : t('report.submit')}
            </Button>
          </>
        }
      >
        <Field id="report-event-reason" label={t('report.reason')} error={error ?? undefined}>
          <Textarea
            {...fieldControlProps('report-event-reason', error)}
            value={reason}
            maxLength={EVENT_REPORT_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
            className="min-h-24"
          />
        </Field>
      </Dialog>
    </>
  );
};
