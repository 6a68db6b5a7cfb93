import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { holdBack } from './support/holdBack';

/**
 * The header's menus (shown from 1024 px, so in the desktop project only) load their code after the page
 * (web/lib/lazyPart.tsx); until then a stand-in button that looks the same is in their place. A press on it is
 * kept: the menu opens as soon as its code has come.
 */
test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a press on a header menu before it has loaded opens it when it has', async ({ page }) => {
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
