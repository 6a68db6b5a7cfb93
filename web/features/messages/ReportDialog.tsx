import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportConversationBody } from '@core/schemas/messages';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Field, fieldControlProps } from '@web/components/ui/Field';
import { Textarea } from '@web/components/ui/Textarea';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useReportConversation } from './queries';

type Props = { conversationId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** 'Gesprek melden': a reason for the admins, checked with the contract's schema. */
export const ReportDialog = ({ conversationId, open, onOpenChange }: Props) => {
  const { t } = useTranslation('messages');
  const report = useReportConversation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `report-${conversationId}`;
  const submit = () => {
    const parsed = ReportConversationBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('report.invalid'));
      return;
    }
    setError(null);
    report.mutate(
      { conversationId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notify.success(t('report.sent'));
          setReason('');
          onOpenChange(false);
        },
        onError: (e) => setError(apiErrorMessage(e, t)),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('report.title')}
      description={t('report.description')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} disabled={report.isPending}>
            {report.isPending ? t('report.sending') : t('report.submit')}
          </Button>
        </>
      }
    >
      <Field id={fieldId} label={t('report.reason')} error={error ?? undefined}>
        <Textarea
          {...fieldControlProps(fieldId, error)}
          value={reason}
          maxLength={1000}
          onChange={(e) => setReason(e.target.value)}
          className="min-h-24"
        />
      </Field>
    </Dialog>
  );
};
