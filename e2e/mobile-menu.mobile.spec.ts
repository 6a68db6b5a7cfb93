import { expect, test, type Locator, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * The phone navigation of spec §2: bottom tab bar and the 'Meer' sheet. The tab bar exists below 640 px
 * only, so this file runs in the mobile project only (`*.mobile.spec.ts`, see playwright.config.ts).
 */

const TABS = [
  { name: 'Events', path: '/events', heading: 'Evenementen' },
  { name: 'Locaties', path: '/venues', heading: 'Locaties om te huren' },
  { name: 'Professionals', path: '/professionals', heading: 'Professionals' },
  { name: 'Community', path: '/community', heading: 'Community' },
] as const;

const pathIs = (path: string) => (url: URL) => url.pathname === path;

const tabBar = (page: Page) => page.getByTestId('mobile-tabbar');
const sheet = (page: Page) => page.getByTestId('mobile-more-sheet');

const openSheet = async (page: Page): Promise<Locator> => {
  await tabBar(page).getByRole('button', { name: 'Meer' }).tap();
  const menu = sheet(page);
  await expect(menu).toBeVisible();
  // Wait until the slide-in animation has settled: a trial click waits for a stable element.
  await menu.getByRole('link', { name: 'Prijzen' }).click({ trial: true });
  return menu;
};

/** A real finger drag through Chromium's touch input (pointer events of type touch), from the grab handle down. */
const swipeDown = async (page: Page, menu: Locator, distance: number): Promise<void> => {
  const box = await menu.boundingBox();
  if (!box) throw new Error('sheet has no box');
  const x = Math.round(box.x + box.width / 2);
  const startY = Math.round(box.y + 14);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: startY }] });
  const steps = 8;
  for (let i = 1; i <= steps; i += 1) {
    const y = startY + Math.round((distance * i) / steps);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
};

test.describe('on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await answerCookieBannerUpFront(page);
  });

  test('the tab bar shows the four destinations and Meer, and each tab navigates', async ({ page }) => {
    // /professionals is for members only (visitors land on /restricted), so a member taps through.
    await signIn(page, DEMO.participant);
    await page.goto('/');
    const bar = tabBar(page);
    await expect(bar).toBeVisible();
    for (const { name } of TABS) await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Meer' })).toBeVisible();

    for (const { name, path, heading } of TABS) {
      await bar.getByRole('link', { name, exact: true }).tap();
      await expect(page).toHaveURL(pathIs(path));
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(bar.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('Meer opens the menu sheet with the logged-out entries; Escape closes it', async ({ page }) => {
    await page.goto('/');
    const menu = await openSheet(page);
    await expect(menu.getByRole('heading', { name: 'Welkom bij Kring' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Prijzen' })).toHaveAttribute('href', '/prijzen');
    await expect(menu.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen');
    await expect(menu.getByRole('link', { name: 'Registreren' })).toHaveAttribute('href', '/prijzen');
    // The sheet is modal, so the tab bar is hidden from assistive tech meanwhile: reach the button by test id.
    await expect(page.getByTestId('mobile-more-button')).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // An entry navigates and closes the sheet.
    const again = await openSheet(page);
    await again.getByRole('link', { name: 'Registreren' }).tap();
    await expect(page).toHaveURL(pathIs('/prijzen'));
    await expect(page.getByRole('heading', { level: 1, name: 'Prijzen' })).toBeVisible();
    await expect(sheet(page)).toBeHidden();
  });

  test('a swipe down of more than 100 px closes the sheet, 90 px does not', async ({ page }) => {
    await page.goto('/about');
    const menu = await openSheet(page);

    await swipeDown(page, menu, 90);
    // It springs back (no drag offset left) and stays open.
    await expect(menu).not.toHaveAttribute('style', /translateY/);
    await expect(menu).toHaveAttribute('data-state', 'open');
    await menu.getByRole('link', { name: 'Prijzen' }).click({ trial: true });

    await swipeDown(page, menu, 130);
    await expect(menu).toBeHidden();
    await expect(tabBar(page).getByRole('button', { name: 'Meer' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page).toHaveURL(pathIs('/about'));
  });

  test('dragging the sheet on the landing page does not pull-to-refresh the page behind it', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = await openSheet(page);
    await swipeDown(page, menu, 90);
    // The refresh indicator is set synchronously on touchend, so this check is not a race.
    await expect(page.getByText('Vernieuwen...')).toHaveCount(0, { timeout: 2_000 });
    await expect(menu).toHaveAttribute('data-state', 'open', { timeout: 2_000 });
  });
});
