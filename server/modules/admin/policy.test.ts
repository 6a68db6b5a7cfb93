import { describe, expect, it } from 'vitest';
import type { Actor } from '../../http/context';
import { type AdminTarget, adminPolicy } from './policy';

const admin: Actor = { userId: 'a', roles: ['admin'], sessionId: 's', impersonatorId: null };
const viewingAs: Actor = { userId: 'p', roles: ['participant'], sessionId: 's2', impersonatorId: 'a' };
const target = (overrides: Partial<AdminTarget> = {}): AdminTarget => ({
  id: 'p',
  roles: ['participant'],
  suspended: false,
  ...overrides,
});

describe('adminPolicy verdicts (who may suspend / impersonate whom, and why not)', () => {
  it.each([
    ['a member', admin, target(), { allowed: true }],
    ['a suspended member (only the reason changes)', admin, target({ suspended: true }), { allowed: true }],
    [
      'yourself',
      admin,
      target({ id: 'a', roles: ['admin'] }),
      { allowed: false, code: 'admin_cannot_suspend_self' },
    ],
    [
      'another admin',
      admin,
      target({ id: 'b', roles: ['admin'] }),
      { allowed: false, code: 'admin_cannot_suspend_admin' },
    ],
    [
      'anyone, from an impersonation session',
      viewingAs,
      target({ id: 'q' }),
      { allowed: false, code: 'admin_only' },
    ],
  ])('suspension of %s', (_, actor, account, verdict) => {
    expect(adminPolicy.suspension(actor, account)).toEqual(verdict);
  });

  it.each([
    ['a member', admin, target(), { allowed: true }],
    [
      'yourself',
      admin,
      target({ id: 'a', roles: ['admin'] }),
      { allowed: false, code: 'admin_cannot_impersonate_self' },
    ],
    [
      'another admin',
      admin,
      target({ id: 'b', roles: ['admin'] }),
      { allowed: false, code: 'admin_cannot_impersonate_admin' },
    ],
    [
      'a suspended member',
      admin,
      target({ suspended: true }),
      { allowed: false, code: 'admin_target_suspended' },
    ],
    [
      'anyone, from an impersonation session',
      viewingAs,
      target({ id: 'q' }),
      { allowed: false, code: 'admin_only' },
    ],
  ])('impersonation of %s', (_, actor, account, verdict) => {
    expect(adminPolicy.impersonation(actor, account)).toEqual(verdict);
  });

  it('lets only an admin acting as themselves read the API docs (production)', () => {
    expect(adminPolicy.readApiDocs(admin)).toBe(true);
    expect(adminPolicy.readApiDocs(viewingAs)).toBe(false);
    expect(adminPolicy.readApiDocs({ ...viewingAs, roles: ['admin'] })).toBe(false);
    expect(adminPolicy.readApiDocs({ ...admin, roles: ['organization'] })).toBe(false);
  });

  it('offers suspend only for accounts not suspended yet, reinstate only for suspended ones', () => {
    expect(adminPolicy.canSuspend(admin, target())).toBe(true);
    expect(adminPolicy.canSuspend(admin, target({ suspended: true }))).toBe(false);
    expect(adminPolicy.canReinstate(admin, target({ suspended: true }))).toBe(true);
    expect(adminPolicy.canReinstate(admin, target())).toBe(false);
    expect(adminPolicy.canImpersonate(admin, target({ suspended: true }))).toBe(false);
  });
});
