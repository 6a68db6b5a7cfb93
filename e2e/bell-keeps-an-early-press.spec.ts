import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { holdBack } from './support/holdBack';
import { DEMO, signIn } from './support/signIn';

/**
 * The bell loads its menu after the page (web/lib/lazyPart.tsx); until then a stand-in that looks the same is in
 * its place. A press on the stand-in is kept: the menu opens as soon as its code has come. The chunk is held back
 * here, as on a slow connection. The header's menus: header-menus-keep-early-presses.desktop.spec.ts.
 */
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
