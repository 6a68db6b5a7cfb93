import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Role } from '@core/domain/roles';
import type { RoleGrantDto } from '@core/schemas/accounts';
import {
  activeRoleStorageKey,
  loadChoice,
  resolveActiveGrant,
  saveChoice,
  type ActiveRoleChoice,
  type ChoiceStorage,
} from './activeRole';
import { fetchRoles, roleKeys } from './roles';
import { useSession } from './useSession';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** localStorage, or an inert stand-in when storage is blocked (private mode, tests). */
const storage = (): ChoiceStorage => {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
};

export type ActiveRoleState = {
  grants: RoleGrantDto[];
  /** Null while loading or when signed out. */
  active: RoleGrantDto | null;
  /** The active role, participant when nothing is known yet. */
  activeRole: Role;
  isLoading: boolean;
  /** The saved choice when it is still held, null when the user never chose (or it was dropped). */
  chosen: RoleGrantDto | null;
  /** Saves a switch to a held grant; false when the grant is not held. */
  select: (choice: ActiveRoleChoice) => boolean;
};

/** The signed-in user's grants (GET /api/me/roles) and the active one (spec §4 context switching). */
export const useActiveRole = (): ActiveRoleState => {
  const { user, isLoading: sessionLoading } = useSession();
  const userId = user?.id ?? null;
  const query = useQuery({
    queryKey: userId ? roleKeys.forUser(userId) : roleKeys.all,
    queryFn: ({ signal }) => fetchRoles(signal),
    enabled: userId !== null,
    // Spec §9: roles are fresh for five minutes.
    staleTime: 5 * 60_000,
  });
  const grants = useMemo(() => query.data ?? [], [query.data]);
  // The raw stored string is the snapshot: stable between renders, changes on every save.
  const raw = useSyncExternalStore(
    subscribe,
    () => (userId ? storage().getItem(activeRoleStorageKey(userId)) : null),
    () => null,
  );
  const { active, chosen } = useMemo(() => {
    if (!userId || grants.length === 0) return { active: null, chosen: null };
    void raw;
    const saved = loadChoice(storage(), userId, grants);
    return {
      active: resolveActiveGrant(grants, saved),
      chosen: saved ? resolveActiveGrant(grants, saved) : null,
    };
  }, [grants, raw, userId]);
  const select = useCallback(
    (choice: ActiveRoleChoice) => {
      if (!userId) return false;
      const saved = saveChoice(storage(), userId, grants, choice);
      if (saved) listeners.forEach((l) => l());
      return saved;
    },
    [grants, userId],
  );
  return {
    grants,
    active,
    chosen,
    activeRole: active?.role ?? user?.activeRole ?? 'participant',
    isLoading: sessionLoading || (userId !== null && query.isPending),
    select,
  };
};
