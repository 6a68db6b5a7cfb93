import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { grantAdminByEmail } from './queries';
import { signUpVerified } from '../../test/accounts';
import { callAs, signInAs } from '../../test/http';

/** The first administrator of a production install: an operator promotes a signed-up account. */

let t: TestApp;
const EMAIL = 'Eerste.Beheerder@voorbeeld.nl';
const PASSWORD = 'lange-zin-voor-de-beheerder';

beforeAll(async () => {
  t = await createTestApp();
  await signUpVerified(t, t.config.publicUrl, { email: EMAIL, password: PASSWORD });
});

afterAll(async () => {
  await t?.close();
});

describe('npm run admin:grant', () => {
  it('turns an existing account into an administrator, with an audit row', async () => {
    const before = await signInAs(t, EMAIL.toLowerCase(), PASSWORD);
    expect((await callAs(t, before, 'GET', '/api/admin/users')).statusCode).toBe(403);

    // Any spelling of the address finds the account.
    expect(await grantAdminByEmail(t.db, EMAIL.toUpperCase())).toBe(true);

    const after = await signInAs(t, EMAIL.toLowerCase(), PASSWORD);
    expect((await callAs(t, after, 'GET', '/api/admin/users')).statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, EMAIL.toLowerCase()));
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user?.id ?? ''), eq(auditLog.action, 'admin.granted_by_operator')));
    expect(audit).toHaveLength(1);
  });

  it('is idempotent and says so when no account has the address', async () => {
    expect(await grantAdminByEmail(t.db, EMAIL)).toBe(true);
    expect(await grantAdminByEmail(t.db, 'niemand@voorbeeld.nl')).toBe(false);
  });
});
