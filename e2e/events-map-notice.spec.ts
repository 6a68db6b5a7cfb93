import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/**
 * The map says when it does not show every matching event (the API caps the markers and answers
 * `truncated`). The demo seed stays far below the cap, so the first test marks the real answer truncated;
 * the flag is only read by the page, the server side is covered by server/modules/events/mapTruncated.test.ts.
 */

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('a truncated marker answer shows the zoom-in notice on the map', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/events/map',
    async (route) => {
      try {
        const response = await route.fetch();
        const body = (await response.json()) as { items: unknown[]; truncated: boolean };
        await route.fulfill({ response, json: { ...body, truncated: true } });
      } catch (error) {
        // The map asks again while it settles and cancels the earlier request, whose answer Playwright then
        // disposes; the last request is the one the notice comes from (and the test fails without it).
        if (!String(error).includes('disposed')) throw error;
      }
    },
  );
  await page.goto('/events?view=map');
  await expect(page.getByTestId('events-map').locator('.leaflet-marker-icon').first()).toBeVisible();
  const notice = page.getByTestId('events-map-truncated');
  await expect(notice).toHaveText('Niet alle evenementen staan op de kaart: zoom in of verfijn je filters.');
  // It stays clear of the fullscreen button.
  const button = await page.getByTestId('events-map-fullscreen').boundingBox();
  const box = await notice.boundingBox();
  expect(box && button && box.y >= button.y + button.height).toBe(true);
  // The map may still ask for markers as the test ends (it settles after the notice shows): that request's
  // route.fetch would fail with 'Test ended' outside the test and fail the run.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a complete marker answer shows no notice', async ({ page }) => {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events/map' && r.ok());
  await page.goto('/events?view=map');
  expect(((await (await answered).json()) as { truncated: boolean }).truncated).toBe(false);
  await expect(page.getByTestId('events-map').locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(page.getByTestId('events-map-truncated')).toHaveCount(0);
});
