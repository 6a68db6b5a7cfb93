import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/data';
import { MAIN, PREFLIGHT, SEED_CLI, freePort, run, waitFor } from './process';

/**
 * Issue 9 §5, as found on a running instance: a second `npm start` on the same DATA_DIR opened the PGlite
 * folder beside the running server and corrupted it; an empty production database got the demo admin; the
 * session secret had a published default.
 */
/** Each test boots PGlite in a child process: seconds on an idle machine, far more on a busy one. */
const PROCESS_TEST_MS = 180_000;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kring-folder-'));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const startServer = async (dataDir: string, env: Record<string, string> = {}) => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = run(MAIN, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'false',
    ...env,
  });
  await waitFor(`${base}/readyz`, 200, server.child);
  return { ...server, base, port };
};

describe('one process per PGlite data folder', () => {
  it(
    'refuses a second server, the seed CLI and `npm start` on a folder in use; the first keeps working',
    async () => {
      const dataDir = tempDir();
      const dbDir = join(dataDir, 'db');
      const first = await startServer(dataDir);
      try {
        const filesBefore = readdirSync(dbDir).sort();
        const refusal = [
          `De datamap ${resolve(dbDir)} is al in gebruik door een ander Kring-proces (pid ${first.child.pid})`,
          `The data folder ${resolve(dbDir)} is already in use by another Kring process (pid ${first.child.pid})`,
        ];

        const secondPort = await freePort();
        const second = run(MAIN, { PORT: String(secondPort), HOST: '127.0.0.1', DATA_DIR: dataDir });
        const seed = run(SEED_CLI, { DATA_DIR: dataDir });
        const preflight = run(PREFLIGHT, { DATA_DIR: dataDir });
        for (const refused of [second, seed, preflight]) {
          expect(await refused.exited).toBe(1);
          for (const line of refusal) expect(refused.output()).toContain(line);
        }
        expect(await fetch(`http://127.0.0.1:${secondPort}/healthz`).catch(() => null)).toBeNull();

        // Nothing of the database was touched, and the first server still answers from it.
        expect(readdirSync(dbDir).sort()).toEqual(filesBefore);
        expect((await fetch(`${first.base}/readyz`)).status).toBe(200);
        const events = await fetch(`${first.base}/api/events`);
        expect(events.status).toBe(200);
      } finally {
        // A crash, not a shutdown: the lock file stays behind with a pid that no longer runs.
        first.child.kill('SIGKILL');
      }
      await first.exited;
      expect(existsSync(`${dbDir}.lock`)).toBe(true);
      const secret = readFileSync(join(dataDir, 'session-secret'), 'utf8');

      // The stale lock is taken over: the preflight lets `npm start` go on, and the server starts.
      const preflight = run(PREFLIGHT, { DATA_DIR: dataDir });
      expect(await preflight.exited).toBe(0);
      const next = await startServer(dataDir);
      try {
        expect((await fetch(`${next.base}/api/events`)).status).toBe(200);
        // Same generated secret as before the restart (sessions and e-mail links stay valid).
        expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
      } finally {
        next.child.kill('SIGTERM');
      }
      expect(await next.exited).toBe(0);
      // A graceful shutdown releases the folder.
      expect(existsSync(`${dbDir}.lock`)).toBe(false);
    },
    PROCESS_TEST_MS,
  );
});

describe('production boot', () => {
  it(
    'leaves an empty database empty: no demo admin, and the log says how to seed on purpose',
    async () => {
      const dataDir = tempDir();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      // SEED_ON_EMPTY keeps its default (true): production alone must keep the demo accounts out.
      const server = run(MAIN, {
        NODE_ENV: 'production',
        SESSION_SECRET: 'p'.repeat(48),
        PUBLIC_URL: base,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      });
      try {
        await waitFor(`${base}/readyz`, 200, server.child);
        const admin = DEMO_ACCOUNTS.find((a) => a.email.startsWith('admin@'));
        const signIn = await fetch(`${base}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ email: admin?.email, password: DEMO_PASSWORD }),
        });
        expect(signIn.status).toBe(401);
        expect(server.output()).toContain('SEED_DEMO=true npm run seed');
        expect(server.output()).not.toContain('Demo-accounts');
        // SESSION_SECRET is set: no generated secret file.
        expect(existsSync(join(dataDir, 'session-secret'))).toBe(false);
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited).toBe(0);
    },
    PROCESS_TEST_MS,
  );

  it('`npm run seed` refuses production without SEED_DEMO=true and opens nothing', async () => {
    const dataDir = tempDir();
    const seed = run(SEED_CLI, { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(48), DATA_DIR: dataDir });
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain('geen demo-accounts zonder SEED_DEMO=true');
    expect(readdirSync(dataDir)).toEqual([]);
    expect(statSync(dataDir).isDirectory()).toBe(true);
  });
});
