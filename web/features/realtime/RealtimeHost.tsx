import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { useSession } from '@web/features/accounts';
import { realtimeClient, useRealtimeState } from './realtime';

/**
 * Opens the tab's one stream once the session is known, and a new one when it changes (sign-in, sign-out:
 * the server binds a stream to its session). Shows the 'Verbindingsprobleem' notice of spec §8 after 5
 * failed attempts, with a retry button.
 */
export const RealtimeHost = () => {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const userId = user?.id ?? null;
  const state = useRealtimeState();
  useEffect(() => {
    if (isLoading || typeof EventSource === 'undefined') return undefined;
    const c = realtimeClient();
    c.connect();
    return () => c.stop();
  }, [isLoading, userId]);
  if (state !== 'failed') return null;
  return (
    <div
      role="alert"
      data-testid="realtime-notice"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-start gap-3 rounded-2xl border border-clay-200 bg-white p-4 shadow-lg sm:bottom-6"
    >
      <WifiOff aria-hidden className="mt-0.5 size-5 shrink-0 text-clay-600" />
      <div className="flex-1">
        <p className="font-semibold text-ink">{t('realtime.problemTitle')}</p>
        <p className="mt-0.5 text-sm text-ink-muted">{t('realtime.problemText')}</p>
      </div>
      <Button size="sm" variant="secondary" onClick={() => realtimeClient().retry()}>
        {t('realtime.retry')}
      </Button>
    </div>
  );
};
