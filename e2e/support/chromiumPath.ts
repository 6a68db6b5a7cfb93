import { existsSync } from 'node:fs';

/** Debian's Chromium, when the machine has it (`apt-get install chromium`). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the browser tests and the page benchmarks drive: CHROMIUM_PATH when set, else Debian's, else the
 * one the npm package @sparticuz/chromium ships inside its tarball (unpacked to /tmp/chromium on first use), so
 * `npm ci && npm test` runs the browser tests on a machine with nothing but Node and npm. Never a download.
 */
export const resolveChromium = async (): Promise<{ path: string; source: 'env' | 'system' | 'npm' }> => {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return { path: fromEnv, source: 'env' };
  if (existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system' };
  const { default: chromium } = await import('@sparticuz/chromium');
  return { path: await chromium.executablePath(), source: 'npm' };
};

/** Flags for a headless Chromium on a closed network (TOOLCHAIN: refused background connections otherwise). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
