import { expect, test } from './support/test';
import { EVENTS_PAGE_SIZE } from '@core/domain/eventSearchQuery';
import { publicPages } from './support/publicPages';

/**
 * Issue 17 "Server rendering": the first paint needs no JavaScript. With scripts off, every public page shows its
 * content from the server's HTML, and its links are real links that lead to the next page.
 */
test.use({ javaScriptEnabled: false });

test('every public page shows its content with JavaScript disabled', async ({ page }) => {
  test.slow();
  for (const target of await publicPages(page.request)) {
    await test.step(target.path, async () => {
      await page.goto(target.path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByText(target.text, { exact: false }).first()).toBeVisible();
    });
  }
});

test('without JavaScript a visitor goes from the event list to an event and on to its organiser', async ({
  page,
}) => {
  const [first] = (await publicPages(page.request)).filter((p) => p.path.startsWith('/evenement/'));
  await page.goto('/events');
  const card = page.locator(`main a[href="${first!.path}"]`).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(first!.path);
  await expect(page.locator('main h1')).toHaveText(first!.text);
  // The footer's links (on every screen size) work the same way.
  await page.locator('footer').getByRole('link', { name: 'Community', exact: true }).click();
  await expect(page).toHaveURL('/community');
  await expect(page.locator('main h1')).toContainText('Community');
});

test('without JavaScript the event list shows the whole first page and says that more needs JavaScript', async ({
  page,
}) => {
  const total = (
    (await (await page.request.get('/api/events?page=1&pageSize=1')).json()) as { total: number }
  ).total;
  // The demo seed has more than one page of events: the list must show all of the first, not only the cards the
  // browser hydrates first.
  expect(total).toBeGreaterThan(EVENTS_PAGE_SIZE);
  await page.goto('/events');
  await expect(page.getByTestId('event-card').filter({ visible: true })).toHaveCount(EVENTS_PAGE_SIZE);
  // (Inside <noscript>: Playwright's text search skips it, the test id does not.)
  await expect(page.getByTestId('events-more-needs-script')).toBeVisible();
  await expect(page.getByTestId('events-more-needs-script')).toHaveText(
    'Zet JavaScript aan om meer resultaten te laden.',
  );
  await expect(page.getByTestId('events-all-loaded')).toHaveCount(0);
  // Nor does it promise a next page that only a script would load.
  await expect(page.getByText('Meer evenementen laden...')).toBeHidden();
});
