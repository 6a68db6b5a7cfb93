import { describe, expect, it } from 'vitest';
import type { RoleGrantDto } from '@core/schemas/accounts';
import {
  activeRoleStorageKey,
  dashboardIndexFor,
  groupGrants,
  homeForRole,
  loadChoice,
  resolveActiveGrant,
  saveChoice,
  type ChoiceStorage,
} from './activeRole';

const ORG_ID = '00000000-0000-4000-8000-000000000001';
const VENUE_ID = '00000000-0000-4000-8000-000000000002';
const TEAM_ID = '00000000-0000-4000-8000-000000000003';

const grant = (partial: Partial<RoleGrantDto> & Pick<RoleGrantDto, 'role'>): RoleGrantDto => ({
  contextType: 'global',
  contextId: null,
  contextName: null,
  membership: 'owner',
  ...partial,
});

const multi: RoleGrantDto[] = [
  grant({ role: 'organization', contextType: 'organization', contextId: ORG_ID, contextName: 'Eigen' }),
  grant({ role: 'professional_premium' }),
  grant({ role: 'venue', contextType: 'venue', contextId: VENUE_ID, contextName: 'Zaal' }),
  grant({ role: 'organization', contextType: 'organization', contextId: TEAM_ID, membership: 'member' }),
];

const memoryStorage = (): ChoiceStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

describe('resolveActiveGrant', () => {
  it('keeps a saved choice the user still holds', () => {
    const saved = { role: 'venue' as const, contextType: 'venue' as const, contextId: VENUE_ID };
    expect(resolveActiveGrant(multi, saved)?.contextId).toBe(VENUE_ID);
  });
  it('falls back to participant, then to the first grant', () => {
    const withParticipant = [...multi, grant({ role: 'participant' })];
    expect(resolveActiveGrant(withParticipant, null)?.role).toBe('participant');
    expect(resolveActiveGrant(multi, null)?.contextId).toBe(ORG_ID);
    expect(resolveActiveGrant([], null)).toBeNull();
  });
});

describe('saved choice', () => {
  it('is stored per user and only for a held grant', () => {
    const storage = memoryStorage();
    expect(saveChoice(storage, 'u1', multi, { role: 'admin', contextType: 'global', contextId: null })).toBe(
      false,
    );
    expect(storage.data.size).toBe(0);
    expect(
      saveChoice(storage, 'u1', multi, { role: 'venue', contextType: 'venue', contextId: VENUE_ID }),
    ).toBe(true);
    expect(JSON.parse(storage.data.get(activeRoleStorageKey('u1')) ?? '')).toEqual({
      role: 'venue',
      contextType: 'venue',
      contextId: VENUE_ID,
    });
    expect(loadChoice(storage, 'u1', multi)?.role).toBe('venue');
    expect(loadChoice(storage, 'u2', multi)).toBeNull();
  });
  it('drops an invalid saved context', () => {
    const storage = memoryStorage();
    storage.setItem(
      activeRoleStorageKey('u1'),
      JSON.stringify({ role: 'venue', contextType: 'venue', contextId: 'gone' }),
    );
    expect(loadChoice(storage, 'u1', multi)).toBeNull();
    expect(storage.data.has(activeRoleStorageKey('u1'))).toBe(false);
    storage.setItem(activeRoleStorageKey('u1'), 'not json');
    expect(loadChoice(storage, 'u1', multi)).toBeNull();
  });
});

describe('destinations', () => {
  it('sends admin to /admin, organisation roles to their events, others to /dashboard', () => {
    expect(homeForRole('admin')).toBe('/admin');
    expect(homeForRole('organization_premium')).toBe('/dashboard/evenementen');
    expect(homeForRole('venue')).toBe('/dashboard');
    expect(dashboardIndexFor('venue')).toBe('/dashboard/overzicht');
    expect(dashboardIndexFor('organization')).toBe('/dashboard/evenementen');
  });
});

describe('groupGrants', () => {
  it('puts own profiles first and team memberships by context type', () => {
    const groups = groupGrants(multi);
    expect(groups.map((g) => g.id)).toEqual(['own', 'teamOrganizations']);
    expect(groups[0]?.grants).toHaveLength(3);
    expect(groups[1]?.grants[0]?.contextId).toBe(TEAM_ID);
  });
});
