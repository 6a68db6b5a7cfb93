import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIN, freePort, run, waitFor } from './process';

/** The real boot, as `npm start` runs it: a child process on a free port with a throwaway data dir. */
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('server/main.ts', () => {
  it('stops at start with the name of a bad variable', async () => {
    const server = run(MAIN, { PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid environment variable PORT');
  });

  it('boots on PGlite, turns ready after migrating, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kring-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = run(MAIN, {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: 'false',
    });
    try {
      await waitFor(`${base}/healthz`, 200, server.child);
      const ready = await waitFor(`${base}/readyz`, 200, server.child);
      expect(await ready.json()).toEqual({ status: 'ready' });
      const eventsRes = await fetch(`${base}/api/events`);
      expect(eventsRes.status).toBe(200);
      expect(server.output()).toContain(`Kring draait op`);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    // A cold start (tsx compiling the server, PGlite's first open, every migration) on a busy 2-core machine.
  }, 90_000);
});
