import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BroadcastBody } from '@core/schemas/broadcasts';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';

type ConfirmBroadcastDialogProps = {
  pending: { body: BroadcastBody; reach: number } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** '‘Titel’ naar N leden versturen?' before anything is sent. */
export const ConfirmBroadcastDialog = ({
  pending,
  busy,
  onCancel,
  onConfirm,
}: ConfirmBroadcastDialogProps) => {
  const { t } = useTranslation(['broadcasts', 'common']);
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={t('confirm.title')}
      description={pending ? t('confirm.body', { count: pending.reach, title: pending.body.title }) : ''}
      closeLabel={t('confirm.cancel')}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={busy} data-testid="broadcast-confirm">
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {t('confirm.send')}
          </Button>
        </>
      }
    />
  );
};
