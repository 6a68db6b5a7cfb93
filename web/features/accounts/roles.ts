import { CONTEXT_TYPES, ROLES } from '@core/domain/roles';
import type { RoleGrantDto } from '@core/schemas/accounts';

/** Query keys of the signed-in user's role grants (invalidated on sign-in, switch and team changes). */
export const roleKeys = {
  all: ['me', 'roles'] as const,
  forUser: (userId: string) => ['me', 'roles', userId] as const,
};

const isMember = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * Parses `{ roles: RoleGrantDto[] }` by hand (the switcher sits in the main bundle, which stays free of
 * zod); malformed entries are skipped.
 */
export const parseRolesPayload = (payload: unknown): RoleGrantDto[] => {
  const list =
    typeof payload === 'object' && payload !== null && Array.isArray((payload as { roles?: unknown }).roles)
      ? (payload as { roles: unknown[] }).roles
      : [];
  return list.flatMap((item): RoleGrantDto[] => {
    if (typeof item !== 'object' || item === null) return [];
    const r = item as Record<string, unknown>;
    if (!isMember(ROLES, r.role) || !isMember(CONTEXT_TYPES, r.contextType)) return [];
    return [
      {
        role: r.role,
        contextType: r.contextType,
        contextId: typeof r.contextId === 'string' ? r.contextId : null,
        contextName: typeof r.contextName === 'string' ? r.contextName : null,
        membership: r.membership === 'member' ? 'member' : 'owner',
      },
    ];
  });
};

/** GET /api/me/roles; 401 (signed out) or any failure reads as no grants. */
export const fetchRoles = async (signal?: AbortSignal): Promise<RoleGrantDto[]> => {
  const response = await fetch('/api/me/roles', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: signal ?? null,
  });
  if (response.status === 401) return [];
  if (!response.ok) throw new Error(`roles ${response.status}`);
  return parseRolesPayload(await response.json());
};
