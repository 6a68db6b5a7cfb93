import { existsSync } from 'node:fs';

/** Debian's Chromium, when the machine has it (`apt-get install chromium`). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's headless build of the same Chromium (`apt-get install chromium-headless-shell`, same source package and
 * version as `chromium`). The full browser in headless mode composites and rasters like a windowed one; the shell
 * does not, and the journeys took ≈ 25 % less time in it on the 2-core CI machine (bench/RESULTS.md). It is what
 * Playwright itself runs for headless tests; the page benchmarks keep the full browser, as a visitor has it.
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

type Source = 'env' | 'system' | 'npm';

/**
 * The Chromium the browser tests (`use: 'tests'`) and the page benchmarks (`use: 'pages'`) drive: CHROMIUM_PATH
 * when set, else Debian's (its headless shell first for tests), else the one the npm package @sparticuz/chromium
 * ships inside its tarball (unpacked to /tmp/chromium on first use), so `npm ci && npm test` runs the browser
 * tests on a machine with nothing but Node and npm. Never a download.
 */
export const resolveChromium = async (
  use: 'tests' | 'pages' = 'pages',
): Promise<{ path: string; source: Source }> => {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return { path: fromEnv, source: 'env' };
  const system = use === 'tests' ? [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM] : [SYSTEM_CHROMIUM];
  const installed = system.find((path) => existsSync(path));
  if (installed) return { path: installed, source: 'system' };
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
