import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/** From 640 px up there is no tab bar; this file runs in the desktop project only (`*.desktop.spec.ts`). */
const tabBar = (page: Page) => page.getByTestId('mobile-tabbar');

test.describe('on a desktop', () => {
  test('there is no tab bar; the header carries the navigation', async ({ page }) => {
    await answerCookieBannerUpFront(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tabBar(page)).toBeHidden();
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Lid worden' })).toHaveAttribute('href', '/prijzen');
    await expect(header.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen');
    await expect(header.getByRole('link', { name: 'Registreren' })).toHaveAttribute('href', '/prijzen');
  });
});
