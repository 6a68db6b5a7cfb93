import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './e2e/support/chromiumPath';

/**
 * Browser journeys against the built app on the demo seed, in the system Chromium or the one shipped by the npm
 * package @sparticuz/chromium (never a downloaded browser: e2e/support/chromiumPath.ts). The server runs on its
 * own port with a throwaway data dir so it never touches ./data/db.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Resolved once in the runner (which unpacks the npm Chromium if needed); the workers it starts inherit the path.
const chromium = await resolveChromium('tests');
// The workers inherit the path (source 'env' there), so only the runner says which browser the journeys run in.
if (chromium.source !== 'env') console.log(`Browser: ${chromium.path} (${chromium.source})`);
process.env.CHROMIUM_PATH = chromium.path;

const launchOptions = { executablePath: chromium.path, args: [...CHROMIUM_ARGS] };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Journeys that walk many pages (every path of a section) need more than 30 s when two workers share two
  // cores with the server and the headless Chromium.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // Recording a trace of every journey costs CPU on each action; a failing journey is retried once in CI,
    // and that retry records one. Locally (no retries) a failing journey keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app registers a service worker (web/serviceWorker); requests it answers bypass page.route(), which many
    // journeys use. Journeys about offline use allow it (e2e/visitor-uses-kring-offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.mobile.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: '**/*.desktop.spec.ts',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        // The phone's layout at 390 px is what this project checks; painting it at the Pixel's 2.6 device pixels per
        // CSS pixel made its journeys ≈ 10 % slower on the 2-core CI machine (software raster) and checks nothing more.
        deviceScaleFactor: 1,
        // With reduced motion, as many phone users set it (the app honours it: web/styles.css): sheets and dialogs
        // open and close without their slide, which took ≈ 60 s of the phone journeys' summed time on the 2-core
        // CI machine. The desktop project keeps the motion, so the suite walks both ways.
        reducedMotion: 'reduce',
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      // Parallel checkouts/helpers build into their own directory (vite build --outDir).
      ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
