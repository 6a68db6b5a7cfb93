import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data';
import { PRODUCTION_NO_DEMO_HINT, seedOnStart } from './onStart';

/** Small enough to seed in a second; the accounts are the same as in the full demo. */
const SMALL = { events: 2, members: 2 };
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(48) };
const ADMIN = DEMO_ACCOUNTS.find((a) => a.email.startsWith('admin@'))?.email ?? '';

let t: TestApp | null = null;

afterEach(async () => {
  await t?.close();
  t = null;
});

const recorder = () => {
  const lines: string[] = [];
  return {
    lines,
    logger: {
      info: (msg: unknown) => void lines.push(String(msg)),
      warn: (msg: unknown) => void lines.push(String(msg)),
    },
  };
};

const userCount = async (app: TestApp) =>
  (await app.handle.query<{ n: number }>('select count(*)::int as n from users'))[0]?.n;

const signInAdmin = (app: TestApp) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { origin: app.config.publicUrl },
    payload: { email: ADMIN, password: DEMO_PASSWORD },
  });

describe('seedOnStart', () => {
  it('keeps an empty production database empty by default, and says how to seed on purpose', async () => {
    t = await createTestApp({ env: PRODUCTION });
    const log = recorder();
    expect(await seedOnStart(t.config, t.handle, log.logger, SMALL)).toBe('refused-in-production');
    expect(log.lines).toEqual([PRODUCTION_NO_DEMO_HINT]);
    expect(await userCount(t)).toBe(0);
    expect((await signInAdmin(t)).statusCode).toBe(401);
  });

  it('seeds an empty production database when SEED_DEMO=true says so', async () => {
    t = await createTestApp({ env: { ...PRODUCTION, SEED_DEMO: 'true' } });
    expect(await seedOnStart(t.config, t.handle, recorder().logger, SMALL)).toBe('seeded');
    expect((await signInAdmin(t)).statusCode).toBe(200);
    // Once: a database with data is left alone.
    expect(await seedOnStart(t.config, t.handle, recorder().logger, SMALL)).toBe('not-empty');
  });

  it('seeds an empty development database without being asked', async () => {
    t = await createTestApp({ env: { NODE_ENV: 'development' } });
    expect(await seedOnStart(t.config, t.handle, recorder().logger, SMALL)).toBe('seeded');
    expect(await userCount(t)).toBeGreaterThan(0);
  });
});
