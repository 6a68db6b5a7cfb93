import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Process tests: the real entry points (`server/main.ts`, the seed CLI, the start preflight) as children. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MAIN = 'server/main.ts';
export const SEED_CLI = 'server/db/seed/cli.ts';
export const PREFLIGHT = 'server/preflight.ts';

export type Run = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });

/** `node --import tsx <script>` as `npm start` runs it, on PGlite unless the env says otherwise. */
export const run = (script: string, env: Record<string, string>): Run => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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

export const waitFor = async (url: string, status: number, child: ChildProcess, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const res = await fetch(url).catch(() => null);
    if (res?.status === status) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timeout waiting for ${status} from ${url}`);
};
