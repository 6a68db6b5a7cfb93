import { expect, test } from './support/test';
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
