import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TestNotificationResult } from '@core/schemas/notifications';
import { fetchLatestNotifications, sendTestNotification } from './api';

/** While a sent test notification has not arrived in-app, look every 2 s, for at most 20 s. */
export const ARRIVAL_POLL_MS = 2_000;
export const ARRIVAL_TIMEOUT_MS = 20_000;

export const testNotificationKeys = { arrivals: ['notifications', 'test-arrivals'] as const };

export type InAppArrival = 'idle' | 'waiting' | 'arrived' | 'late';

/**
 * /novu-test: send a test notification and watch it arrive in-app. The arrivals are the test notifications
 * among the bell's latest 50; after a send they are polled until the sent one is there (the realtime stream
 * refreshes the bell as well once it is in place).
 */
export const useTestNotification = (signedIn: boolean) => {
  const [result, setResult] = useState<TestNotificationResult | null>(null);
  const [late, setLate] = useState(false);
  const send = useMutation({
    mutationFn: sendTestNotification,
    onSuccess: (next) => {
      setLate(false);
      setResult(next);
    },
  });
  const sentId = result?.channels.inApp === 'sent' ? (result.notification?.id ?? null) : null;
  const arrivals = useQuery({
    queryKey: testNotificationKeys.arrivals,
    queryFn: ({ signal }) => fetchLatestNotifications(signal),
    enabled: signedIn,
    select: (list) => list.items.filter((n) => n.kind === 'test'),
    refetchInterval: (query) => {
      const arrived = query.state.data?.items.some((n) => n.id === sentId) ?? false;
      return sentId && !arrived && !late ? ARRIVAL_POLL_MS : false;
    },
  });
  const arrived = sentId !== null && (arrivals.data?.some((n) => n.id === sentId) ?? false);

  useEffect(() => {
    if (!sentId || arrived) return;
    const timer = setTimeout(() => setLate(true), ARRIVAL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [sentId, arrived, late]);

  const inApp: InAppArrival = !sentId ? 'idle' : arrived ? 'arrived' : late ? 'late' : 'waiting';

  return {
    send: send.mutateAsync,
    sending: send.isPending,
    result,
    inApp,
    arrivals,
    lookAgain: () => {
      setLate(false);
      void arrivals.refetch();
    },
  };
};
