import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '@web/lib/toast';
import { useStartImpersonation, useStopImpersonation } from './queries';

/** Where an admin lands when viewing as someone: their dashboard, as the target would. */
const TARGET_HOME = '/dashboard';

/**
 * Start and stop viewing the app as another user. The server swaps the session cookie; here nothing cached
 * for the previous person may stay, so the whole query cache goes before the next page loads.
 */
export const useImpersonationSwitch = () => {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const startMutation = useStartImpersonation();
  const stopMutation = useStopImpersonation();

  const start = async (input: { targetUserId: string; reason: string }): Promise<void> => {
    const result = await startMutation.mutateAsync(input);
    queryClient.clear();
    // Spec §8 quotes the English text exactly ('Now viewing as user...'); Dutch readers get theirs.
    notify.success(t('impersonation.toast'), t('impersonation.started', { name: result.user.name }));
    await navigate(TARGET_HOME);
  };

  const stop = async (): Promise<void> => {
    const { restored } = await stopMutation.mutateAsync();
    queryClient.clear();
    if (restored) {
      notify.info(t('impersonation.stopped'));
      await navigate('/admin', { replace: true });
    } else {
      notify.info(t('impersonation.stoppedSignedOut'));
      await navigate(`/auth/login?from=${encodeURIComponent('/admin')}`, { replace: true });
    }
  };

  return {
    start,
    stop,
    starting: startMutation.isPending,
    stopping: stopMutation.isPending,
    startError: startMutation.error,
    resetStart: startMutation.reset,
  };
};
