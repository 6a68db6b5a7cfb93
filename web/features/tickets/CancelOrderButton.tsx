import { LoaderCircle, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { apiErrorHint, apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useCancelTicketOrder } from './queries';

/** 'Bestelling annuleren' with a confirmation; the freed seats go to the waitlist (server side). */
export const CancelOrderButton = ({ orderId, free }: { orderId: string; free: boolean }) => {
  const { t } = useTranslation('tickets');
  const [open, setOpen] = useState(false);
  const cancel = useCancelTicketOrder();

  const handleConfirm = async () => {
    try {
      await cancel.mutateAsync(orderId);
      setOpen(false);
      notify.success(t('cancel.done'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t), apiErrorHint(error, t));
    }
  };

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} data-testid="ticket-order-cancel">
        <XCircle aria-hidden />
        {free ? t('cancel.unregister') : t('cancel.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={free ? t('cancel.unregisterTitle') : t('cancel.title')}
        description={t('cancel.text')}
        closeLabel={t('cancel.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel.keep')}
            </Button>
            <Button
              variant="accent"
              disabled={cancel.isPending}
              onClick={() => void handleConfirm()}
              data-testid="ticket-order-cancel-confirm"
            >
              {cancel.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
              {free ? t('cancel.unregister') : t('cancel.button')}
            </Button>
          </>
        }
      />
    </>
  );
};
