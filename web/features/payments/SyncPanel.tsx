import { RefreshCw, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { formatDay } from './formatDay';
import type { useSubscriptionActions } from './useSubscriptionActions';

type SyncPanelProps = { lastSyncedAt: string | null; actions: ReturnType<typeof useSubscriptionActions> };

/** 'Synchroniseer status' and 'Synchroniseer rollen' (spec §7 sync-subscription-status / sync roles). */
export const SyncPanel = ({ lastSyncedAt, actions }: SyncPanelProps) => {
  const { t, i18n } = useTranslation('payments');
  return (
    <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line/80 bg-white/70 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-muted" data-testid="last-synced">
        {lastSyncedAt
          ? t('dashboard.lastSynced', {
              when: `${formatDay(lastSyncedAt, i18n.language)} ${new Date(lastSyncedAt).toLocaleTimeString(
                i18n.language.startsWith('en') ? 'en-GB' : 'nl-NL',
                { hour: '2-digit', minute: '2-digit' },
              )}`,
            })
          : t('dashboard.neverSynced')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          size="sm"
          disabled={actions.syncing.status}
          onClick={() => void actions.syncStatus()}
        >
          <RefreshCw aria-hidden className={actions.syncing.status ? 'animate-spin' : undefined} />
          {t('dashboard.syncStatus')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={actions.syncing.roles}
          onClick={() => void actions.syncRoles()}
        >
          <UserCheck aria-hidden />
          {t('dashboard.syncRoles')}
        </Button>
      </div>
    </div>
  );
};
