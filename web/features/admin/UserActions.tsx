import { Eye, LoaderCircle, ShieldBan, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminUserDetailDto, DEFAULT_IMPERSONATION_REASON } from '@core/schemas/admin';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useReinstateUser, useSuspendUser } from './queries';
import { ReasonDialog } from './ReasonDialog';
import { useImpersonationSwitch } from './useImpersonationSwitch';

/** Suspend (with a reason), reinstate, and view the app as this user; only what the server allows is offered. */
export const UserActions = ({ user }: { user: AdminUserDetailDto }) => {
  const { t } = useTranslation('admin');
  const [dialog, setDialog] = useState<'suspend' | 'impersonate' | null>(null);
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  const { start } = useImpersonationSwitch();
  const { abilities } = user;
  const nothingAllowed = !abilities.suspend && !abilities.reinstate && !abilities.impersonate;

  const handleSuspend = async (reason: string) => {
    await suspend.mutateAsync({ id: user.id, reason });
    setDialog(null);
    notify.success(t('suspend.done', { name: user.name }));
  };

  const handleReinstate = async () => {
    try {
      await reinstate.mutateAsync(user.id);
      notify.success(t('reinstate.done', { name: user.name }));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };

  return (
    <Card>
      <CardBody>
        <h2 className="font-display text-xl font-semibold">{t('user.actions')}</h2>
        {nothingAllowed ? <p className="mt-2 text-ink-soft">{t('user.actionsHint')}</p> : null}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {abilities.impersonate ? (
            <Button onClick={() => setDialog('impersonate')}>
              <Eye aria-hidden />
              {t('impersonate.open')}
            </Button>
          ) : null}
          {abilities.suspend ? (
            <Button variant="secondary" onClick={() => setDialog('suspend')}>
              <ShieldBan aria-hidden />
              {t('suspend.open')}
            </Button>
          ) : null}
          {abilities.reinstate ? (
            <Button variant="secondary" onClick={() => void handleReinstate()} disabled={reinstate.isPending}>
              {reinstate.isPending ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <ShieldCheck aria-hidden />
              )}
              {t('reinstate.open')}
            </Button>
          ) : null}
        </div>
      </CardBody>
      <ReasonDialog
        id="suspend-reason"
        open={dialog === 'suspend'}
        onOpenChange={(open) => setDialog(open ? 'suspend' : null)}
        title={t('suspend.title')}
        description={t('suspend.description', { name: user.name })}
        label={t('suspend.reasonLabel')}
        hint={t('suspend.reasonHint')}
        required
        destructive
        confirmLabel={t('suspend.confirm')}
        cancelLabel={t('suspend.cancel')}
        closeLabel={t('suspend.close')}
        onConfirm={handleSuspend}
      />
      <ReasonDialog
        id="impersonate-reason"
        open={dialog === 'impersonate'}
        onOpenChange={(open) => setDialog(open ? 'impersonate' : null)}
        title={t('impersonate.title', { name: user.name })}
        description={t('impersonate.description')}
        label={t('impersonate.reasonLabel')}
        defaultReason={DEFAULT_IMPERSONATION_REASON}
        required={false}
        confirmLabel={t('impersonate.confirm')}
        cancelLabel={t('impersonate.cancel')}
        closeLabel={t('impersonate.close')}
        onConfirm={(reason) => start({ targetUserId: user.id, reason })}
      />
    </Card>
  );
};
