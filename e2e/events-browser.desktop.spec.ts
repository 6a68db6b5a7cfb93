import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { openWithoutTheApp } from './support/hydration';

/** Wide screens: the grid's column count and the list view are remembered; the scroll position survives Back. */

/** How many cards stand in the first row of the grid (the cards are one flat grid, not row elements). */
const cardsInFirstRow = (page: Page) =>
  page.getByTestId('event-card').evaluateAll((cards) => {
    const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
    return tops.filter((top) => top === tops[0]).length;
  });

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('grid columns and list view are chosen in the URL and remembered locally', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await page.getByTestId('events-cols').selectOption('4');
  await expect(page).toHaveURL(/cols=4/);
  await expect.poll(() => cardsInFirstRow(page)).toBe(4);

  await page.getByTestId('events-view-list').click();
  await expect(page).toHaveURL(/view=list/);
  await expect.poll(() => cardsInFirstRow(page)).toBe(1);

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
  // Four in the first row (polled: the stylesheet may still be on its way), the fifth below them.
  await expect.poll(async () => new Set((await tops()).slice(0, 4)).size).toBe(1);
  const before = await tops();
  expect(before[4]).toBeGreaterThan(before[0]!);
  // A keyboard visitor already on the sixth card when the app starts stays there.
  const sixth = cards.nth(5);
  const slug = await sixth.getAttribute('data-slug');
  // Without scrolling: the cards' places are compared at the same scroll position.
  await sixth
    .getByRole('link')
    .first()
    .evaluate((link) => link.focus({ preventScroll: true }));

  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  // The virtual rows have taken over: the first row holds the measured four columns.
  await expect.poll(() => cardsInFirstRow(page)).toBe(4);
  // Within a pixel: the virtual rows' padding may round differently.
  const after = await tops();
  after.forEach((top, i) => expect(Math.abs(top - before[i]!)).toBeLessThanOrEqual(1));
  // The card was kept, not rendered anew, so the focus is still on it.
  expect(
    await page.evaluate(
      () => document.activeElement?.closest('[data-testid="event-card"]')?.getAttribute('data-slug') ?? null,
    ),
  ).toBe(slug);
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
  // The last card on screen, held by its slug: the virtual rows change as the click scrolls it into view.
  const slug = await page.getByTestId('event-card').evaluateAll((cards) =>
    cards
      .filter((card) => card.getBoundingClientRect().top < window.innerHeight)
      .at(-1)
      ?.getAttribute('data-slug'),
  );
  await page.locator(`[data-testid="event-card"][data-slug="${slug}"]`).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/evenement/${slug}`));
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 300);
});
