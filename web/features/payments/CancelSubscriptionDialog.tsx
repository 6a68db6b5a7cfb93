import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';

type CancelSubscriptionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  periodEnd: string;
  busy: boolean;
  onConfirm: () => void;
};

/** 'Abonnement opzeggen?': the plan keeps running until the end of the paid period. */
export const CancelSubscriptionDialog = ({
  open,
  onOpenChange,
  periodEnd,
  busy,
  onConfirm,
}: CancelSubscriptionDialogProps) => {
  const { t } = useTranslation('payments');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dashboard.cancelTitle')}
      description={t('dashboard.cancelText', { date: periodEnd })}
      closeLabel={t('dashboard.close')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('dashboard.keep')}
          </Button>
          <Button variant="accent" disabled={busy} onClick={onConfirm} data-testid="cancel-confirm">
            {busy ? t('dashboard.working') : t('dashboard.cancelConfirm')}
          </Button>
        </>
      }
    />
  );
};
