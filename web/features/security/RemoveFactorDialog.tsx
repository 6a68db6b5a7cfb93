import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { notify } from '@web/lib/toast';
import { PasswordPrompt } from './PasswordPrompt';
import { useRemoveTwoFactor } from './queries';

type RemoveFactorDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Removing the factor turns two-factor off: confirm with the password. */
export const RemoveFactorDialog = ({ open, onOpenChange }: RemoveFactorDialogProps) => {
  const { t } = useTranslation('security');
  const removal = useRemoveTwoFactor();

  const handleConfirm = async (password: string) => {
    const { message } = await removal.mutateAsync(password);
    notify.success(message);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('remove.title')}
      description={t('remove.text')}
      closeLabel={t('close')}
    >
      <PasswordPrompt
        id="remove-factor-password"
        label={t('passwordPrompt.label')}
        submitLabel={t('remove.confirm')}
        submittingLabel={t('remove.confirming')}
        onConfirm={handleConfirm}
        destructive
        secondary={
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
        }
      />
    </Dialog>
  );
};
