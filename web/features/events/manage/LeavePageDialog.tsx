import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';

type LeavePageDialogProps = { blocker: Blocker; onSave: () => Promise<boolean> };

/** Asked when leaving the form with unsaved changes: stay, leave without saving, or save and leave. */
export const LeavePageDialog = ({ blocker, onSave }: LeavePageDialogProps) => {
  const { t } = useTranslation('eventAdmin');
  const [saving, setSaving] = useState(false);
  const open = blocker.state === 'blocked';

  const handleSave = async () => {
    setSaving(true);
    const saved = await onSave().catch(() => false);
    setSaving(false);
    if (blocker.state !== 'blocked') return;
    if (saved) blocker.proceed();
    else blocker.reset();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || saving ? undefined : blocker.reset?.())}
      title={t('leave.title')}
      description={t('leave.text')}
      closeLabel={t('dialog.close')}
      footer={
        <>
          <Button variant="ghost" disabled={saving} onClick={() => blocker.reset?.()}>
            {t('leave.stay')}
          </Button>
          <Button
            variant="secondary"
            disabled={saving}
            onClick={() => blocker.proceed?.()}
            data-testid="leave-without-saving"
          >
            {t('leave.discard')}
          </Button>
          <Button disabled={saving} onClick={() => void handleSave()}>
            {saving ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {t('leave.save')}
          </Button>
        </>
      }
    />
  );
};
