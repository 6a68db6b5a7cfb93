import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/** The event browser on a phone: filters in a sheet, and the map's draggable results sheet (spec §4). */

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('the filters live in a sheet opened by a button that counts the filters in use', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByTestId('events-count')).toBeVisible();
  await expect(page.getByTestId('events-filters')).toBeHidden();
  const button = page.getByTestId('events-filters-button');
  await expect(button.getByTestId('events-filters-count')).toBeHidden();
  await button.click();
  const sheet = page.getByTestId('events-filter-sheet');
  await expect(sheet.getByRole('heading', { name: 'Filters' })).toBeVisible();
  await sheet.getByTestId('events-premium').check();
  await expect(page).toHaveURL(/premium=true/);
  await expect(sheet.getByTestId('events-filter-sheet-done')).toHaveText(/^Toon \d+ evenement(en)?$/);
  await sheet.getByTestId('events-filter-sheet-done').click();
  await expect(sheet).toBeHidden();
  await expect(button.getByTestId('events-filters-count')).toHaveText('1');
});

test('the map has a draggable results sheet whose height lands in the URL', async ({ page }) => {
  await page.goto('/events?view=map');
  const sheet = page.getByTestId('events-map-sheet');
  await expect(sheet).toHaveAttribute('data-height', '50');
  await expect(sheet.getByTestId('event-card').first()).toBeVisible();
  await expect(page.getByTestId('events-map').locator('.leaflet-marker-icon').first()).toBeVisible();

  // Drag the handle up a quarter of the map, slowly (no fling): far from any snap point, it stays there.
  const handle = page.getByTestId('events-sheet-handle');
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 10;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(x, y - step * 15);
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(200);
  await page.mouse.up();
  await expect(sheet).not.toHaveAttribute('data-height', '50');
  await expect(page).toHaveURL(/overlay=\d+/);
  const overlay = Number(new URL(page.url()).searchParams.get('overlay'));
  expect(overlay).toBeGreaterThan(60);
  expect(overlay).toBeLessThan(90);

  // The dimming layer closes the sheet to its minimum.
  await page.getByTestId('events-sheet-dim').click({ position: { x: 200, y: 40 } });
  await expect(page).toHaveURL(/overlay=12\b/);
});

test('the cards the server rendered stay in the page when the virtual rows take over', async ({ page }) => {
  // Marks the server's cards before the app starts (its script is added after DOMContentLoaded).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const item of document.querySelectorAll('[data-testid="events-results"] > [role="listitem"]'))
        Object.assign(item, { fromServer: true });
    });
  });
  await page.goto('/events');
  const list = page.getByTestId('events-results');
  // The virtual rows hold the list at its full height once they have taken over.
  await expect(list).toHaveAttribute('style', /height/);
  const items = await list.evaluate((el) =>
    [...el.querySelectorAll(':scope > [role="listitem"]')].map((item) => 'fromServer' in item),
  );
  // A phone shows two or three cards; the twelve the server rendered are still the same elements.
  expect(items.length).toBeGreaterThanOrEqual(12);
  expect(items.slice(0, 12)).toEqual(Array.from({ length: 12 }, () => true));
});
