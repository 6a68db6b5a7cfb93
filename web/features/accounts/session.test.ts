import { describe, expect, it } from 'vitest';
import { parseSessionPayload, resolveActiveRole } from './session';

describe('session parsing', () => {
  it('treats anything without an id as signed out', () => {
    expect(parseSessionPayload(null)).toBeNull();
    expect(parseSessionPayload({ error: { code: 'route_not_found' } })).toBeNull();
    expect(parseSessionPayload({ user: null })).toBeNull();
  });

  it('reads a wrapped user and drops unknown roles', () => {
    const user = parseSessionPayload({
      user: {
        id: 'u1',
        name: 'Mila Jansen',
        email: 'mila@example.nl',
        roles: ['venue', 'wizard'],
        activeRole: 'venue',
      },
    });
    expect(user).toMatchObject({ id: 'u1', name: 'Mila Jansen', roles: ['venue'], activeRole: 'venue' });
  });

  it('makes a user without roles a participant', () => {
    expect(parseSessionPayload({ id: 'u2', email: 'joost@example.be' })).toMatchObject({
      name: 'joost',
      roles: ['participant'],
      activeRole: 'participant',
    });
  });

  it('resolves the active role per spec §4', () => {
    expect(resolveActiveRole(['organization', 'participant'], 'organization')).toBe('organization');
    expect(resolveActiveRole(['organization', 'participant'], 'admin')).toBe('participant');
    expect(resolveActiveRole(['venue', 'professional'], undefined)).toBe('venue');
    expect(resolveActiveRole([], undefined)).toBe('participant');
  });
});

describe('session parsing of the accounts contract', () => {
  it('reads GET /api/session { user: SessionUserDto }', () => {
    const user = parseSessionPayload({
      user: {
        id: '6f1c7f0e-8d5a-4a54-9a4e-1f3c1b2a9d10',
        name: 'Sanne de Vries',
        email: 'sanne@example.nl',
        emailVerified: true,
        avatarUrl: null,
        roles: ['organization', 'participant'],
        profileSlugs: { organization: 'de-ademhalte' },
        twoFactorEnabled: true,
      },
    });
    expect(user).toMatchObject({
      name: 'Sanne de Vries',
      roles: ['organization', 'participant'],
      activeRole: 'participant',
      profileSlugs: { organization: 'de-ademhalte' },
      emailVerified: true,
      twoFactorEnabled: true,
      avatarUrl: null,
    });
  });

  it('carries an impersonation only when it is complete', () => {
    const impersonation = { adminName: 'Beheer', targetName: 'Sanne', expiresAt: '2026-11-21T10:00:00.000Z' };
    expect(parseSessionPayload({ user: { id: 'u1', impersonation } })?.impersonation).toEqual(impersonation);
    expect(
      parseSessionPayload({ user: { id: 'u1', impersonation: { adminName: 'Beheer' } } })?.impersonation,
    ).toBeNull();
    expect(parseSessionPayload({ user: { id: 'u1' } })?.impersonation).toBeNull();
  });

  it('defaults the flags when an older payload lacks them', () => {
    expect(parseSessionPayload({ id: 'u3', email: 'a@b.nl' })).toMatchObject({
      emailVerified: true,
      twoFactorEnabled: false,
    });
  });
});
