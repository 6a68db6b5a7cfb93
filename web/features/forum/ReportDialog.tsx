import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORUM_REPORT_REASON_MAX } from '@core/domain/forum';
import { ForumReportInput, type ForumTarget } from '@core/schemas/forum';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Field } from '@web/components/ui/Field';
import { Textarea } from '@web/components/ui/Textarea';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useReport } from './queries';

type ReportDialogProps = {
  target: ForumTarget;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Melden': a reason, checked with the contract's schema, sent to the moderators. */
export const ReportDialog = ({ target, id, open, onOpenChange }: ReportDialogProps) => {
  const { t } = useTranslation('forum');
  const report = useReport();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `report-${target}-${id}`;

  const handleSubmit = () => {
    const parsed = ForumReportInput.safeParse({ target, id, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('report.error'));
      return;
    }
    setError(null);
    report.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t('report.sent'));
        setReason('');
        onOpenChange(false);
      },
      onError: (e) => setError(apiErrorMessage(e, t)),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`report.title.${target}`)}
      description={t('report.description')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={handleSubmit} disabled={report.isPending}>
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <Field id={fieldId} label={t('report.reason')} error={error ?? undefined}>
        <Textarea
          id={fieldId}
          value={reason}
          maxLength={FORUM_REPORT_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="min-h-24"
        />
      </Field>
    </Dialog>
  );
};
