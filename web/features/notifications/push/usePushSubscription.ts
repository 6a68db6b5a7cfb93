import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { deletePushSubscription, fetchPushPublicKey, savePushSubscription } from './api';
import { currentSubscription, pushBlocker, subscribeBrowser, subscriptionBody } from './pushBrowser';

/**
 * Web push in this browser, as the member sees it: 'checking' while we ask the browser and the server;
 * 'insecure' (http: 'HTTPS required for notifications'), 'unsupported', 'unconfigured' (no VAPID keys on the
 * server) and 'denied' (blocked in the browser) cannot be turned on here; 'off' and 'on' can be switched.
 */
export type PushState =
  'checking' | 'insecure' | 'unsupported' | 'unconfigured' | 'error' | 'denied' | 'off' | 'on';

/** Why turning push on stopped before the server was asked. */
export type PushSetupReason = 'unconfigured' | 'denied' | 'dismissed' | 'subscribe_failed';
export class PushSetupError extends Error {
  constructor(readonly reason: PushSetupReason) {
    super(`push setup: ${reason}`);
    this.name = 'PushSetupError';
  }
}

export const pushKeys = {
  all: ['push'] as const,
  publicKey: () => [...pushKeys.all, 'public-key'] as const,
  browser: () => [...pushKeys.all, 'browser'] as const,
};

type BrowserPush = { endpoint: string | null; permission: NotificationPermission };

const readBrowser = async (): Promise<BrowserPush> => ({
  endpoint: (await currentSubscription())?.endpoint ?? null,
  permission: Notification.permission,
});

export const usePushSubscription = () => {
  const blocker = pushBlocker();
  const queryClient = useQueryClient();
  const publicKey = useQuery({
    queryKey: pushKeys.publicKey(),
    queryFn: ({ signal }) => fetchPushPublicKey(signal),
    enabled: blocker === null,
    staleTime: Infinity,
  });
  const browser = useQuery({
    queryKey: pushKeys.browser(),
    queryFn: readBrowser,
    enabled: blocker === null,
    staleTime: 0,
    // The member may have changed the permission in the browser's site settings meanwhile.
    refetchOnWindowFocus: 'always',
  });

  // A browser that is subscribed tells the server once per visit: a subscription the server dropped (the push
  // service answered 410, or another member used this browser) is bound to this member again.
  const synced = useRef(false);
  const subscribed = browser.data?.endpoint && browser.data.permission === 'granted';
  useEffect(() => {
    if (!subscribed || synced.current) return;
    synced.current = true;
    void currentSubscription()
      .then((subscription) => {
        const body = subscription && subscriptionBody(subscription);
        return body ? savePushSubscription(body) : undefined;
      })
      .catch(() => undefined);
  }, [subscribed]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.browser() });

  const enable = useMutation({
    mutationFn: async () => {
      const key = publicKey.data?.publicKey;
      if (!key) throw new PushSetupError('unconfigured');
      const permission = await Notification.requestPermission();
      if (permission !== 'granted')
        throw new PushSetupError(permission === 'denied' ? 'denied' : 'dismissed');
      let body;
      try {
        body = subscriptionBody(await subscribeBrowser(key));
      } catch {
        throw new PushSetupError('subscribe_failed');
      }
      if (!body) throw new PushSetupError('subscribe_failed');
      await savePushSubscription(body);
    },
    onSettled: refresh,
  });

  const disable = useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return;
      await deletePushSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    },
    onSettled: refresh,
  });

  const state: PushState = blocker
    ? blocker
    : publicKey.isError || browser.isError
      ? 'error'
      : !publicKey.data || !browser.data
        ? 'checking'
        : !publicKey.data.publicKey
          ? 'unconfigured'
          : browser.data.permission === 'denied'
            ? 'denied'
            : subscribed
              ? 'on'
              : 'off';

  return {
    state,
    enable: enable.mutateAsync,
    disable: disable.mutateAsync,
    pending: enable.isPending || disable.isPending,
    retry: () => {
      void publicKey.refetch();
      void browser.refetch();
    },
  };
};
