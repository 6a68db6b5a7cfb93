import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The real boot, as `npm start` runs it: a child process on a free port with a throwaway data dir. */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });

const start = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
};

const waitFor = async (url: string, status: number, child: ChildProcess, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const res = await fetch(url).catch(() => null);
    if (res?.status === status) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timeout waiting for ${status} from ${url}`);
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('server/main.ts', () => {
  it('stops at start with the name of a bad variable', async () => {
    const run = start({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid environment variable PORT');
  });

  it('boots on PGlite, turns ready after migrating, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kring-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const run = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_ON_EMPTY: 'false' });
    try {
      await waitFor(`${base}/healthz`, 200, run.child);
      const ready = await waitFor(`${base}/readyz`, 200, run.child);
      expect(await ready.json()).toEqual({ status: 'ready' });
      const eventsRes = await fetch(`${base}/api/events`);
      expect(eventsRes.status).toBe(200);
      expect(run.output()).toContain(`Kring draait op`);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
  });
});
