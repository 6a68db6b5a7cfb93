import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_REPORT_REASON_MAX, EventReportBody } from '@core/schemas/adminEvents';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Field, fieldControlProps } from '@web/components/ui/Field';
import { Textarea } from '@web/components/ui/Textarea';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useReportEvent } from './queries';

type ReportEventDialogProps = { eventId: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The form of 'Evenement melden', loaded on the first press of the button (ReportEventButton): the dialog
 * primitives and the zod rule of the reason stay out of every event page's first download.
 */
export const ReportEventDialog = ({ eventId, open, onOpenChange }: ReportEventDialogProps) => {
  const { t } = useTranslation('eventDetail');
  const report = useReportEvent();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleOpenChange = (next: boolean) => {
    if (report.isPending) return;
    if (!next) setError(null);
    onOpenChange(next);
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
          onOpenChange(false);
        },
        onError: (e) => {
          if (isApiError(e) && e.code === 'event_report_exists') {
            notify.info(apiErrorMessage(e, t));
            onOpenChange(false);
            return;
          }
          setError(apiErrorMessage(e, t));
        },
      },
    );
  };

  return (
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
  );
};
