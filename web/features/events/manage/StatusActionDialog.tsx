import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import type { StatusActionFlow } from './useStatusActionFlow';

/** "Weet je het zeker?" for cancelling and deleting forever, naming the event. */
export const StatusActionDialog = ({ flow }: { flow: StatusActionFlow }) => {
  const { t } = useTranslation('eventAdmin');
  const pending = flow.confirming;
  const busy = pending !== null && flow.runningId === pending.event.id;
  const action = pending?.action ?? 'delete';
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => (open || busy ? undefined : flow.dismiss())}
      title={t(`actions.${action}.confirmTitle`)}
      description={t(`actions.${action}.confirmText`, { title: pending?.event.title ?? '' })}
      closeLabel={t('dialog.close')}
      footer={
        <>
          <Button variant="ghost" onClick={flow.dismiss} disabled={busy}>
            {t('dialog.keep')}
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800"
            onClick={() => void flow.confirm()}
            disabled={busy}
            data-testid="confirm-status-action"
          >
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {t(`actions.${action}.confirm`)}
          </Button>
        </>
      }
    />
  );
};
