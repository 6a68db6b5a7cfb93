import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '@web/lib/toast';

/** Spec §4: a per-item flag blocks double toggles, across every button showing the same thing. */
const inFlight = new Set<string>();

type ToggleOptions = {
  /** Query key of the on/off state (saved, following); updated at once and rolled back on failure. */
  stateKey: QueryKey;
  active: boolean;
  /** The count the page knows (saved count, follower count); the toggle's answer overrides it. */
  count: number | undefined;
  signedIn: boolean;
  /** Visitors get this message with a login button that returns to this page. */
  login: { message: string; label: string };
  run: (next: boolean) => Promise<{ active: boolean; count: number }>;
  onSuccess: (next: boolean) => void;
  onError: (error: unknown, next: boolean) => void;
};

/**
 * One optimistic on/off toggle with a count (save, follow): flips state and count at once, takes the
 * server's answer, rolls back on failure, blocks a second toggle of the same item while one is under way,
 * and asks visitors to log in first.
 */
export const useOptimisticToggle = (options: ToggleOptions) => {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // A count we know better than the prop (after a toggle), valid while the prop still has the value it had.
  const [override, setOverride] = useState<{ base: number | undefined; value: number } | null>(null);
  const count = override && override.base === options.count ? override.value : options.count;
  const flightKey = JSON.stringify(options.stateKey);

  const toggle = () => {
    if (!options.signedIn) {
      const from = `${location.pathname}${location.search}`;
      notify.errorWithAction(options.login.message, {
        label: options.login.label,
        onClick: () => void navigate(`/auth/login?from=${encodeURIComponent(from)}`),
      });
      return;
    }
    if (inFlight.has(flightKey)) return;
    inFlight.add(flightKey);
    setBusy(true);
    const next = !options.active;
    const base = options.count;
    queryClient.setQueryData(options.stateKey, next);
    if (count !== undefined) setOverride({ base, value: Math.max(0, count + (next ? 1 : -1)) });
    options
      .run(next)
      .then((result) => {
        queryClient.setQueryData(options.stateKey, result.active);
        setOverride({ base, value: result.count });
        options.onSuccess(next);
      })
      .catch((error: unknown) => {
        queryClient.setQueryData(options.stateKey, !next);
        setOverride(null);
        options.onError(error, next);
      })
      .finally(() => {
        inFlight.delete(flightKey);
        setBusy(false);
      });
  };
  return { count, busy, toggle };
};
