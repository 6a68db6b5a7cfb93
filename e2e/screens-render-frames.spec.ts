import { expect, test } from '@playwright/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * Screens that a later issue fills in (the test pages, issue 17) already show a real frame, never filler; and
 * the section menus (community tabs, the dashboard's and the admin's). The admin frames /admin and
 * /admin/monitoring became pages with issue 16. Guarded frames are opened by the admin demo user, whose role
 * opens both the dashboard and the admin section (spec §6).
 */
const FRAMES: readonly { path: string; heading: string; section: string; guarded?: true }[] = [
  { path: '/responsive-test', heading: 'Responsive test', section: 'Testpagina' },
];

const PLACEHOLDER = /lorem|ipsum|\bTODO\b|coming soon|binnenkort beschikbaar/i;

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

for (const frameDef of FRAMES) {
  const { path, heading, section } = frameDef;
  test(`${path} renders a real frame`, async ({ page }) => {
    if (frameDef.guarded) await signIn(page, DEMO.admin);
    await page.goto(path);
    const frame = page.getByTestId('screen-frame');
    await expect(frame).toBeVisible();

    const title = frame.getByRole('heading', { level: 1, name: heading, exact: true });
    await expect(title).toBeVisible();
    await expect(frame).toContainText(section);
    // A description of what the screen will offer: at least one real sentence next to the title.
    const description = frame.locator('h1 ~ p, h1 ~ div').first();
    await expect(description).toBeVisible();
    expect((await description.innerText()).trim().length).toBeGreaterThan(40);

    // Navigation onwards: the 'next steps' block and a way back.
    const next = frame.getByRole('region', { name: 'Verder kijken' });
    await expect(next.getByRole('link').first()).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Terug' })).toBeVisible();

    await expect(page).toHaveTitle(new RegExp(`^${heading} · Kring$`));
    expect(await page.locator('body').innerText()).not.toMatch(PLACEHOLDER);
  });
}

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
