import { useTranslation } from 'react-i18next';
import type { CheckoutInterval } from '@core/domain/payments';
import type { ManageSubscriptionBody } from '@core/schemas/payments';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useManageSubscription, useSyncRoles, useSyncStatus } from './queries';
import { useFollowRedirect } from './useFollowRedirect';

/**
 * The actions of /dashboard/betalingen with their §8 toasts. Each resolves true when it worked, so dialogs
 * close only then (on failure the toast explains and the dialog stays).
 */
export const useSubscriptionActions = () => {
  const { t } = useTranslation('payments');
  const manage = useManageSubscription();
  const syncStatus = useSyncStatus();
  const syncRoles = useSyncRoles();
  const follow = useFollowRedirect();

  const run = async (body: ManageSubscriptionBody, success: string): Promise<boolean> => {
    try {
      const result = await manage.mutateAsync(body);
      if (result.url) {
        await follow(result.url);
        return true;
      }
      notify.success(success);
      return true;
    } catch (error) {
      notify.error(t('dashboard.actionFailed'), apiErrorMessage(error, t));
      return false;
    }
  };

  return {
    busy: manage.isPending,
    cancel: (subscriptionId: string) => run({ action: 'cancel', subscriptionId }, t('dashboard.canceled')),
    reactivate: (subscriptionId: string) =>
      run({ action: 'reactivate', subscriptionId }, t('dashboard.reactivated')),
    update: (subscriptionId: string, change: { plan: string; interval: CheckoutInterval }) =>
      run({ action: 'update', subscriptionId, ...change }, t('dashboard.updated')),
    portal: (subscriptionId: string) => run({ action: 'create_portal_session', subscriptionId }, ''),
    syncing: { status: syncStatus.isPending, roles: syncRoles.isPending },
    /** `quiet`: the automatic sync of stale data shows nothing unless asked. */
    syncStatus: async (quiet = false) => {
      try {
        const result = await syncStatus.mutateAsync();
        if (quiet) return;
        if (result.updated > 0)
          notify.success(
            t('dashboard.statusUpdated'),
            t('dashboard.statusUpdatedText', { updated: result.updated, synced: result.synced }),
          );
        else notify.success(t('dashboard.statusUpToDate'));
      } catch (error) {
        if (!quiet) notify.error(t('errors:status_sync_failed'), apiErrorMessage(error, t));
      }
    },
    syncRoles: async () => {
      try {
        const result = await syncRoles.mutateAsync();
        if (result.rolesAdded + result.rolesRemoved > 0)
          notify.success(
            t('dashboard.rolesUpdated'),
            t('dashboard.rolesUpdatedText', { added: result.rolesAdded, removed: result.rolesRemoved }),
          );
        else notify.success(t('dashboard.rolesUpToDate'));
      } catch (error) {
        notify.error(t('errors:roles_sync_failed'), apiErrorMessage(error, t));
      }
    },
  };
};
