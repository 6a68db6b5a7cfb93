import { expect, test, type Page, type TestInfo } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/**
 * The showcase pages of issue 17, built from the app's own components. The e2e server runs with
 * NODE_ENV=test, so a visitor sees them (in production only admins do: server/modules/site/testPages.test.ts).
 * Each test ends with a full-page screenshot for review (desktop 1280 px, mobile 390 px).
 */

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('/responsive-test names the band of this screen and follows a resize', async ({ page }, testInfo) => {
  await page.goto('/responsive-test');
  await expect(heading(page, 'Responsive test')).toBeVisible();
  await expect(page).toHaveTitle(/^Responsive test · /);

  const width = page.viewportSize()!.width;
  const [band, name] = width < 640 ? ['mobile', 'Mobiel'] : ['desktop', 'Desktop'];
  await expect(page.getByTestId('viewport-width')).toHaveText(`${width} px`);
  await expect(page.getByTestId('breakpoint-current')).toHaveText(name);
  await expect(page.getByTestId(`band-${band}`)).toHaveAttribute('aria-current', 'true');
  // The event browser's own cards in its own grid.
  await expect(page.getByTestId('responsive-grid').getByTestId('event-card')).toHaveCount(3);
  await shoot(page, testInfo, 'responsive-test');

  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByTestId('breakpoint-current')).toHaveText('Tablet');
  await page.setViewportSize({ width: 1100, height: 900 });
  await expect(page.getByTestId('breakpoint-current')).toHaveText('Compacte desktop');
  await expect(page.getByTestId('band-compactDesktop')).toHaveAttribute('aria-current', 'true');
});

test('/unified-listing-test shows one card of every content type in grid and list', async ({
  page,
}, testInfo) => {
  await page.goto('/unified-listing-test');
  await expect(heading(page, 'Lijstweergave test')).toBeVisible();
  for (const layout of ['grid', 'list']) {
    const cards = page.getByTestId(`listing-${layout}`);
    await expect(cards.getByTestId('event-card')).toHaveCount(1);
    const listing = cards.getByTestId('listing-card');
    await expect(listing).toHaveCount(6);
    const types = await listing.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-content-type')));
    expect(types).toEqual(['event', 'professional', 'venue', 'organization', 'service', 'member']);
  }
  await expect(page.getByTestId('listing-grid').getByText('Lid', { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'unified-listing-test');
});

test('/map-test clusters markers, goes fullscreen and shows both error states', async ({
  page,
}, testInfo) => {
  // Errors the page does not catch (a map that is removed must not be read afterwards).
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto('/map-test');
  await expect(heading(page, 'Kaart test')).toBeVisible();
  const map = page.getByTestId('events-map');
  await expect(map.locator('.kring-cluster').first()).toBeVisible();

  const view = page.getByTestId('events-map-view');
  await page.getByTestId('events-map-fullscreen').click();
  await expect(view).toHaveAttribute('data-fullscreen', 'true');
  await page.keyboard.press('Escape');
  await expect(view).toHaveAttribute('data-fullscreen', 'false');
  await shoot(page, testInfo, 'map-test');

  const states = page.getByTestId('map-test-states');
  // A window resized just before the map goes away: Leaflet reports the new view 200 ms after a resize.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width - 40, height: size.height });
  await states.getByRole('button', { name: 'Kaart niet beschikbaar', exact: true }).click();
  const unavailable = page.getByTestId('events-map-unavailable');
  await expect(unavailable).toContainText('Kaart niet beschikbaar');
  await expect(unavailable).toContainText('Ververs de pagina om opnieuw te proberen');
  await expect(map).toHaveCount(0);

  // Tiles that answer 404: the map's own tile-error count shows the notice; the markers stay.
  await states.getByRole('button', { name: 'Kaart kon niet laden', exact: true }).click();
  const failed = page.getByTestId('events-map-tiles-failed');
  await expect(failed).toContainText('Kaart kon niet laden');
  await expect(failed.getByRole('button', { name: 'Probeer opnieuw' })).toBeVisible();
  await expect(map.locator('.kring-cluster, .kring-marker').first()).toBeVisible();
  await shoot(page, testInfo, 'map-test-failed');
  // Leaflet's delayed 'moveend' of the resize came after that map was removed.
  expect(uncaught).toEqual([]);
});

test('/tab-dropdown-test turns a long tab list into a searchable dropdown', async ({ page }, testInfo) => {
  await page.goto('/tab-dropdown-test');
  await expect(heading(page, 'Tabbladen test')).toBeVisible();

  // At the threshold (10) tabs stay tabs; one more and it is a dropdown.
  await expect(page.getByTestId('tab-test-at-tabs').getByRole('button')).toHaveCount(10);
  await expect(page.getByTestId('tab-test-at-dropdown')).toHaveCount(0);
  await expect(page.getByTestId('tab-test-over-dropdown')).toBeVisible();
  await expect(page.getByTestId('tab-test-over-tabs')).toHaveCount(0);

  // The live list starts with 14 tabs: a dropdown that searches without case or accents.
  const trigger = page.getByTestId('tab-test-live-demo-dropdown');
  await trigger.click();
  const search = page.getByRole('combobox', { name: 'Zoeken' });
  await expect(search).toBeFocused();
  await search.fill('CAFE');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(['Café-avond']);
  await shoot(page, testInfo, 'tab-dropdown-test');
  await search.press('Enter');
  await expect(page.getByTestId('tab-test-live-demo-choice')).toHaveText('Gekozen: Café-avond');
  await expect(trigger).toBeFocused();
  await expect(trigger).toContainText('Café-avond');

  // Keyboard only: arrows move through the matches, nothing found says so.
  await trigger.press('Enter');
  await search.fill('adem');
  await expect(options).toHaveText(['Ademwerk']);
  await search.fill('salsa');
  await expect(page.getByRole('status').filter({ hasText: 'Geen resultaten voor ‘salsa’' })).toBeVisible();
  await search.fill('');
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByTestId('tab-test-live-demo-choice')).not.toHaveText('Gekozen: Café-avond');

  // Below the threshold the same list is a row of tabs again.
  const slider = page.getByTestId('tab-test-count');
  for (let i = 0; i < 6; i += 1) await slider.press('ArrowLeft');
  await expect(page.getByTestId('tab-test-mode')).toContainText('8 tabbladen');
  await expect(page.getByTestId('tab-test-live-demo-tabs').getByRole('button')).toHaveCount(8);
  await expect(trigger).toHaveCount(0);
});
