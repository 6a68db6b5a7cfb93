import { LaptopMinimal, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionDto } from '@core/schemas/accounts';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Skeleton } from '@web/components/ui/Skeleton';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from './queries';
import { SectionCard } from './SectionCard';
import { SectionError } from './SectionError';
import { SessionRow } from './SessionRow';

/** Actieve sessies: every device signed in to this account, with sign-out per device or everywhere else. */
export const SessionsCard = () => {
  const { t } = useTranslation('security');
  const sessions = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const handleRevoke = async (session: SessionDto) => {
    try {
      await revokeOne.mutateAsync(session.id);
      notify.success(t('sessions.signedOut', { device: session.device }));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };

  const handleRevokeOthers = async () => {
    try {
      const { revoked } = await revokeOthers.mutateAsync();
      notify.success(t('sessions.othersSignedOut', { count: revoked }));
      setConfirming(false);
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };

  const body = () => {
    if (sessions.isPending)
      return (
        <div className="space-y-2" role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      );
    if (sessions.isError)
      return (
        <SectionError
          title={t('sessions.loadError')}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          testId="sessions-error"
        />
      );
    return (
      <div className="space-y-4">
        <ul className="divide-y divide-line rounded-xl border border-line" aria-label={t('sessions.title')}>
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={revokeOne.isPending && revokeOne.variables === session.id}
              onRevoke={(s) => void handleRevoke(s)}
            />
          ))}
        </ul>
        {others === 0 ? (
          <p className="text-sm text-ink-soft">{t('sessions.onlyThis')}</p>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('sessions.signOutOthers')}
          </Button>
        )}
      </div>
    );
  };

  return (
    <SectionCard
      id="sessions-section"
      icon={LaptopMinimal}
      title={t('sessions.title')}
      description={t('sessions.description')}
    >
      {body()}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('sessions.confirmTitle')}
        description={t('sessions.confirmText', { count: others })}
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button disabled={revokeOthers.isPending} onClick={() => void handleRevokeOthers()}>
              {revokeOthers.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
              {t('sessions.confirm')}
            </Button>
          </>
        }
      />
    </SectionCard>
  );
};
