import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { activeRoleStorageKey, registerUnsavedChangesGuard, useSession } from '@web/features/accounts';

type Protection = {
  /** Read at the moment of leaving, so it is always current. */
  hasUnsavedChanges: () => boolean;
  /** Saves the form; resolves false when saving failed (the switch or navigation then stays put). */
  save: () => Promise<boolean>;
};

const readRoleChoice = (userId: string | null): string | null => {
  if (!userId) return null;
  try {
    return window.localStorage.getItem(activeRoleStorageKey(userId));
  } catch {
    return null;
  }
};

/**
 * Spec §4/§6: unsaved changes are protected on navigation (React Router blocker + the browser's own prompt
 * on reload/close) and on a role switch (the accounts guard, which asks Annuleren / Doorgaan zonder opslaan /
 * Opslaan en wisselen). A navigation that a role switch starts is not asked about twice.
 */
export const useUnsavedChangesProtection = ({ hasUnsavedChanges, save }: Protection) => {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const latest = useRef({ hasUnsavedChanges, save });
  useLayoutEffect(() => {
    latest.current = { hasUnsavedChanges, save };
  });
  const bypass = useRef(false);
  const roleAtStart = useRef<string | null>(null);
  useEffect(() => {
    roleAtStart.current = readRoleChoice(userId);
  }, [userId]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (bypass.current) return false;
    if (currentLocation.pathname === nextLocation.pathname) return false;
    // The role switcher already asked (and saved or discarded) before it navigates.
    if (readRoleChoice(userId) !== roleAtStart.current) return false;
    return latest.current.hasUnsavedChanges();
  });

  useEffect(
    () =>
      registerUnsavedChangesGuard({
        hasUnsavedChanges: () => latest.current.hasUnsavedChanges(),
        save: () => latest.current.save(),
      }),
    [],
  );

  useEffect(() => {
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers want a return value to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, []);

  return {
    blocker,
    /**
     * Runs `go` (which navigates) without asking: after a save, or a deliberate move like trashing the event.
     * The router checks the blocker while `navigate` is called, so the pass ends right after.
     */
    navigateFreely: (go: () => void) => {
      bypass.current = true;
      try {
        go();
      } finally {
        bypass.current = false;
      }
    },
  };
};
