import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { openWithoutTheApp } from './support/hydration';

/** Wide screens: the grid's column count and the list view are remembered; the scroll position survives Back. */

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('grid columns and list view are chosen in the URL and remembered locally', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await page.getByTestId('events-cols').selectOption('4');
  await expect(page).toHaveURL(/cols=4/);
  const row = page.getByTestId('events-results').locator('> div').first();
  await expect(row.getByTestId('event-card')).toHaveCount(4);

  await page.getByTestId('events-view-list').click();
  await expect(page).toHaveURL(/view=list/);
  await expect(row.getByTestId('event-card')).toHaveCount(1);

  // A URL without view/cols opens in the remembered layout.
  await page.goto('/events');
  await expect(page).toHaveURL(/view=list/);
});

test('the server renders the grid in the columns of a wide screen, so the cards stay put when the page hydrates', async ({
  page,
}) => {
  const release = await openWithoutTheApp(page, new URL('/events?cols=4', test.info().project.use.baseURL));
  const cards = page.getByTestId('event-card');
  await expect(cards.first()).toBeVisible();
  const tops = () =>
    cards.evaluateAll((all) => all.slice(0, 5).map((card) => card.getBoundingClientRect().top));
  const before = await tops();
  // Four in the first row, the fifth below them.
  expect(new Set(before.slice(0, 4)).size).toBe(1);
  expect(before[4]).toBeGreaterThan(before[0]!);

  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  await expect(
    page.getByTestId('events-results').locator('> div').first().getByTestId('event-card'),
  ).toHaveCount(4);
  // Within a pixel: the virtual rows are placed by a transform, which rounds differently.
  const after = await tops();
  after.forEach((top, i) => expect(Math.abs(top - before[i]!)).toBeLessThanOrEqual(1));
});

test('infinite scroll loads more, and Back from an event returns to the same scroll position', async ({
  page,
}) => {
  await page.goto('/events');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  const firstPage = page.waitForResponse(
    (r) => r.url().includes('/api/events?') && r.url().includes('page=2'),
  );
  await page.mouse.wheel(0, 6000);
  await firstPage;
  // The wheel scroll is smooth: wait until the page has travelled, not for a fixed time.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  const y = await page.evaluate(() => window.scrollY);
  const card = page.getByTestId('event-card').filter({ visible: true }).last();
  const slug = await card.getAttribute('data-slug');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/evenement/${slug}`));
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 300);
});
