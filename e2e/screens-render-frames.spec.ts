import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * The section menus: the community tabs, and the dashboard's and the admin's menus. The last frame this file
 * sampled, /responsive-test, became a page with issue 17 (e2e/developer-opens-test-pages.spec.ts). Guarded
 * screens are opened by the admin demo user, whose role opens both the dashboard and the admin section (spec §6).
 */

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('the community pages have the forum tabs and the new-topic button', async ({ page }) => {
  await page.goto('/community');
  const tabs = page.getByRole('navigation', { name: 'Community-onderdelen' });
  for (const tab of ['Overzicht', 'Categorieën', 'Recent', 'Event Discussies', 'Uitgelicht']) {
    await expect(tabs.getByRole('link', { name: tab, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Nieuw Topic' })).toHaveAttribute('href', '/community/create');
  await tabs.getByRole('link', { name: 'Recent', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/community/recent');
  await expect(page.getByRole('heading', { level: 1, name: 'Recent', exact: true })).toBeVisible();
});

test('the dashboard and admin frames come with their section menu', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/evenementen');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn evenementen' })).toBeVisible();
  const dashNav = page.getByRole('navigation', { name: 'Dashboardmenu' });
  // Desktop: sidebar; phone: a collapsible menu above the content.
  const summary = page.locator('summary', { hasText: 'Dashboardmenu' });
  if (await summary.isVisible()) await summary.click();
  await expect(
    dashNav.getByRole('link', { name: 'Prullenbak' }).filter({ visible: true }).first(),
  ).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Beheer' })).toBeVisible();
  const adminSummary = page.locator('summary', { hasText: 'Beheermenu' });
  if (await adminSummary.isVisible()) await adminSummary.click();
  const adminNav = page.getByRole('navigation', { name: 'Beheermenu' });
  await expect(
    adminNav.getByRole('link', { name: 'E-maillogboek' }).filter({ visible: true }).first(),
  ).toBeVisible();
});
