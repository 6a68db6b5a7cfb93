import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * The bell and the header's menus load their code after the page (web/lib/lazyPart.tsx); until then a stand-in
 * that looks the same is in their place. A press on the stand-in is kept: the menu opens as soon as its code has
 * come. The chunk is held back here, as on a slow connection.
 */
const HOLD_MS = 2_000;

/** Holds back the chunk's download for HOLD_MS; `at` is when it goes on (0 until the page has asked for it). */
const holdBack = async (page: Page, chunk: RegExp) => {
  const release = { at: 0 };
  await page.route(chunk, async (route) => {
    release.at = Date.now() + HOLD_MS;
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue().catch(() => undefined);
  });
  return release;
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a press on the bell before its menu has loaded opens the menu when it has', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO.participant);
  const held = await holdBack(page, /\/assets\/BellMenu-[^/]*\.js$/);
  await page.goto('/about');
  const bell = page.getByTestId('bell');
  await expect(bell).toBeVisible();
  await expect.poll(() => held.at).toBeGreaterThan(0);
  await bell.click();
  expect(held.at, 'the bell was pressed while its menu was still held back').toBeGreaterThan(Date.now());
  const panel = page.getByTestId(testInfo.project.name === 'mobile' ? 'bell-sheet' : 'bell-popover');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Alle meldingen bekijken' })).toBeVisible();
});

test('a press on a header menu before it has loaded opens it when it has', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the header menus are shown from 1024 px');
  const held = await holdBack(page, /\/assets\/NavDropdown-[^/]*\.js$/);
  await page.goto('/about');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Infocentrum' });
  await expect(trigger).toBeVisible();
  await expect.poll(() => held.at).toBeGreaterThan(0);
  await trigger.click();
  expect(held.at, 'the menu was pressed while its code was still held back').toBeGreaterThan(Date.now());
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
});
