/**
 * Screenshots for review (not a test): landing, 404 and the mobile menu at phone, tablet and desktop widths.
 *
 *   npm run build && npm start            # or any running server
 *   BASE_URL=http://127.0.0.1:3000 OUT_DIR=/tmp/shots npx tsx e2e/tools/screenshots.ts
 *
 * Uses the same Chromium as the e2e suite (e2e/support/chromiumPath.ts). Writes PNGs named {screen}-{width}.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from '../support/chromiumPath';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const outDir = process.env.OUT_DIR ?? '/tmp/shots';

type Viewport = { width: number; height: number; mobile: boolean };
const DESKTOP: Viewport = { width: 1280, height: 800, mobile: false };
const TABLET: Viewport = { width: 768, height: 1024, mobile: false };
const PHONE: Viewport = { width: 390, height: 844, mobile: true };

const newPage = async (browser: Browser, viewport: Viewport, answerCookies = true): Promise<Page> => {
  const context = await browser.newContext({
    ...(viewport.mobile ? devices['Pixel 7'] : {}),
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    deviceScaleFactor: 1,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    baseURL,
  });
  if (answerCookies) {
    await context.addInitScript(() => window.localStorage.setItem('kring.cookieConsent', 'accepted'));
  }
  return context.newPage();
};

/** Scroll through the page so lazy images load, then back to the top. */
const settle = async (page: Page): Promise<void> => {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
};

const shot = async (page: Page, name: string, fullPage = false): Promise<void> => {
  const path = join(outDir, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  process.stdout.write(`  ${path}\n`);
};

const landing = async (browser: Browser, viewport: Viewport): Promise<void> => {
  const page = await newPage(browser, viewport);
  await page.goto('/');
  await page.getByTestId('pricing-card-venue').waitFor();
  await settle(page);
  await shot(page, `landing-${viewport.width}`);
  await shot(page, `landing-full-${viewport.width}`, true);
  await page.getByTestId('pricing-card-organization').scrollIntoViewIfNeeded();
  await shot(page, `landing-pricing-${viewport.width}`);
  await page.context().close();
};

const firstVisit = async (browser: Browser, viewport: Viewport): Promise<void> => {
  const page = await newPage(browser, viewport, false);
  await page.goto('/');
  await page.getByTestId('cookie-banner').waitFor();
  await settle(page);
  await shot(page, `landing-cookie-banner-${viewport.width}`);
  await page.context().close();
};

const notFound = async (browser: Browser, viewport: Viewport): Promise<void> => {
  const page = await newPage(browser, viewport);
  await page.goto('/dit-bestaat-echt-niet');
  await page.getByTestId('not-found').waitFor();
  await settle(page);
  await shot(page, `404-${viewport.width}`);
  await page.context().close();
};

/** Phone: 'Meer' in the tab bar; tablet: the header's menu button opens the same sheet. */
const menuSheet = async (browser: Browser, viewport: Viewport): Promise<void> => {
  const page = await newPage(browser, viewport);
  await page.goto('/');
  await settle(page);
  if (viewport.mobile) await page.getByTestId('mobile-more-button').tap();
  else await page.getByRole('button', { name: 'Menu openen' }).click();
  const sheet = page.getByTestId('mobile-more-sheet');
  await sheet.waitFor();
  await sheet.getByRole('link').first().click({ trial: true }); // waits until the slide-in settled
  await shot(page, `menu-sheet-${viewport.width}`);
  await page.context().close();
};

/** Desktop has no sheet: the header navigation with the info-centre dropdown open. */
const desktopMenu = async (browser: Browser): Promise<void> => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/');
  await settle(page);
  await page.getByRole('banner').getByRole('button', { name: 'Infocentrum' }).click();
  await page.getByRole('menuitem').first().waitFor();
  await shot(page, `menu-header-${DESKTOP.width}`);
  await page.context().close();
};

const main = async (): Promise<void> => {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: (await resolveChromium()).path,
    args: [...CHROMIUM_ARGS],
  });
  try {
    process.stdout.write(`Screenshots of ${baseURL} → ${outDir}\n`);
    for (const viewport of [DESKTOP, PHONE]) {
      await landing(browser, viewport);
      await notFound(browser, viewport);
    }
    await firstVisit(browser, PHONE);
    await firstVisit(browser, DESKTOP);
    await menuSheet(browser, PHONE);
    await menuSheet(browser, TABLET);
    await desktopMenu(browser);
  } finally {
    await browser.close();
  }
};

await main();
