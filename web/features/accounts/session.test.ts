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
