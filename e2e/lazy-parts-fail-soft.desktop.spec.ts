import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/**
 * Menus and the toaster are downloaded when first needed (web/lib/LazyBoundary.tsx). When such a download
 * fails (offline, or an old tab after a new release), only that part is missing: the page keeps working.
 */
test('a menu or toaster that cannot be downloaded costs that part only, not the page', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  await page.route(/\/assets\/(NavDropdown|ToastHost)-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/events');
  await expect(page.getByTestId('events-count')).toBeVisible();
  // The menu's stand-in stays in the header.
  await expect(page.getByRole('banner').getByText('Infocentrum')).toBeVisible();

  // A visitor's save asks for a toast whose library cannot be fetched: no crash, the list stays.
  await page.getByTestId('favorite-button').first().click();
  await expect(page.getByTestId('events-count')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Lid worden' }).first().click();
  await expect(page).toHaveURL(/\/prijzen$/);
});
