import { expect, test, type Page } from './support/test';
import type { VenueDetail, VenueSearchResponse } from '../core/schemas/directory';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/** Reads n from '{n} locaties gevonden'. */
const venueCount = async (page: Page): Promise<number> => {
  const counter = page.getByTestId('venues-count');
  await expect(counter).toHaveText(/^[\d.]+ locaties? gevonden$/);
  return Number((await counter.innerText()).replace(/\D/g, ''));
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('visitor browses venues by city and radius, opens one and sees its gallery and upcoming events', async ({
  page,
}) => {
  // A Utrecht venue of the demo seed with upcoming events: the one this visitor will open.
  const utrecht = await (await page.request.get('/api/venues?near=52.0907,5.1214&radius=10')).json();
  let target: VenueDetail | null = null;
  for (const card of (utrecht as VenueSearchResponse).items) {
    const detail = (await (await page.request.get(`/api/venues/${card.slug}`)).json()) as VenueDetail;
    if (detail.upcomingEvents.length > 0 && detail.gallery.images.length > 0) {
      target = detail;
      break;
    }
  }
  expect(target, 'the seed has a venue near Utrecht with a gallery and upcoming events').not.toBeNull();
  if (!target) return;

  await page.goto('/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Locaties om te huren' })).toBeVisible();
  const total = await venueCount(page);
  expect(total).toBeGreaterThanOrEqual(20);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();

  // Phones keep the filters in a bottom sheet behind the 'Filters' button.
  const filtersButton = page.getByTestId('venues-filters-button');
  const phone = await filtersButton.isVisible();
  if (phone) await filtersButton.click();

  await page.getByTestId('venues-location').fill('Utrecht');
  await page.getByRole('option', { name: /^Utrecht, Utrecht/ }).click();
  await page.getByTestId('venues-radius').selectOption('10');
  await expect(page).toHaveURL((url) => url.searchParams.get('location')?.startsWith('Utrecht') === true);
  await expect(page).toHaveURL((url) => url.searchParams.get('radius') === '10');
  if (phone) {
    await page.getByTestId('venues-filter-sheet-done').click();
    await expect(page.getByTestId('venues-filter-sheet')).toBeHidden();
    await expect(filtersButton.getByTestId('venues-filters-count')).toHaveText('1');
  }
  await expect(page.getByTestId('venues-count')).not.toHaveText(`${total} locaties gevonden`);
  const near = await venueCount(page);
  expect(near).toBeGreaterThan(0);
  expect(near).toBeLessThan(total);
  // Every card now says how far away it is.
  await expect(page.getByTestId('listing-card').first().locator('[data-metric="distance"]')).toHaveText(
    /\d+ km/,
  );

  await page.getByTestId('listing-card').filter({ hasText: target.name }).getByRole('link').click();
  await expect(page).toHaveURL((url) => url.pathname === `/venues/${target.slug}`);
  await expect(page.getByTestId('venue-name')).toHaveText(target.name);
  const gallery = page.getByTestId('venue-gallery');
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery.getByRole('img')).toHaveCount(target.gallery.images.length);
  const events = page.getByTestId('venue-events');
  await events.scrollIntoViewIfNeeded();
  await expect(events.getByTestId('event-card')).toHaveCount(target.upcomingEvents.length);
  await expect(events.getByTestId('event-card').first().getByRole('heading')).toHaveText(
    target.upcomingEvents[0]?.title ?? '',
  );
});

test('an unknown venue shows the Dutch 404 page', async ({ page }) => {
  await page.goto('/venues/deze-locatie-bestaat-niet');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('/locations is the same directory', async ({ page }) => {
  await page.goto('/locations?q=zzzzqqq');
  await expect(page.getByTestId('directory-empty')).toContainText('Geen locaties gevonden');
  await page.getByTestId('directory-empty-reset').click();
  await expect(page).toHaveURL((url) => url.pathname === '/locations' && url.search === '');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
});
