import { useSyncExternalStore } from 'react';
import { TOAST_DURATION } from '@core/domain/limits';

/**
 * Toasts with the spec §9 durations per kind. sonner (≈ 11 KB gzip) is not part of the first load: the first
 * toast imports it and mounts the Toaster (web/app/ToastHost.tsx); sonner replays toasts created before its
 * Toaster subscribed, so nothing is lost in between.
 */

/** Spec §9: at most 20 toasts at once. */
export const MAX_TOASTS = 20;

type ToastAction = { label: string; onClick: () => void };
type ToastOptions = {
  description?: string | undefined;
  action?: ToastAction | undefined;
  duration?: number | undefined;
};
type Kind = 'success' | 'error' | 'info';

let requested = false;
const listeners = new Set<() => void>();

const show = (kind: Kind, message: string, options: ToastOptions = {}): void => {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  import('sonner')
    .then(({ toast }) => {
      toast[kind](message, { duration: TOAST_DURATION[kind], ...options });
    })
    .catch(() => {
      // The toast library could not be downloaded (offline, or a new release replaced it): the message is
      // lost, the page stays usable (LazyBoundary around the Toaster).
    });
};

export const notify = {
  success: (message: string, description?: string) => show('success', message, { description }),
  error: (message: string, description?: string) => show('error', message, { description }),
  info: (message: string, description?: string) => show('info', message, { description }),
  /** An error toast with a button (e.g. 'Inloggen'). */
  errorWithAction: (message: string, action: ToastAction) => show('error', message, { action }),
  /** A notice with a button that stays until used or closed (e.g. 'Nieuwe versie beschikbaar' → 'Herladen'). */
  persistent: (message: string, action: ToastAction) =>
    show('info', message, { action, duration: Number.POSITIVE_INFINITY }),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once any toast was asked for: the host then mounts the (lazily loaded) Toaster. */
export const useToastRequested = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
