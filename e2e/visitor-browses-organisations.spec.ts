import { expect, test, type Page } from './support/test';
import type { OrganizationDetail, OrganizationSearchResponse } from '../core/schemas/organizations';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/** Reads n from '{n} organisaties'. */
const organisationCount = async (page: Page): Promise<number> => {
  const counter = page.getByTestId('organizations-count');
  await expect(counter).toHaveText(/^[\d.]+ organisaties?$/);
  return Number((await counter.innerText()).replace(/\D/g, ''));
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('visitor searches organisations by city and radius, opens one and sees its gallery and upcoming events', async ({
  page,
}) => {
  // An organisation of the demo seed near Amsterdam with a gallery and upcoming events: the one to open.
  const around = await (await page.request.get('/api/organizations?near=52.3676,4.9041&radius=25')).json();
  let target: OrganizationDetail | null = null;
  for (const card of (around as OrganizationSearchResponse).items) {
    const detail = (await (
      await page.request.get(`/api/organizations/${card.slug}`)
    ).json()) as OrganizationDetail;
    if (detail.upcomingEvents.length > 0 && detail.gallery.images.length > 0) {
      target = detail;
      break;
    }
  }
  expect(
    target,
    'the seed has an organisation near Amsterdam with a gallery and upcoming events',
  ).not.toBeNull();
  if (!target) return;

  await page.goto('/organizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisaties' })).toBeVisible();
  const total = await organisationCount(page);
  expect(total).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();

  // Phones keep the filters in a bottom sheet behind the 'Filters' button.
  const filtersButton = page.getByTestId('organizations-filters-button');
  const phone = await filtersButton.isVisible();
  if (phone) await filtersButton.click();

  await page.getByTestId('organizations-location').fill('Amsterdam');
  await page.getByRole('option', { name: /^Amsterdam, Noord-Holland/ }).click();
  await page.getByTestId('organizations-radius').selectOption('25');
  await expect(page).toHaveURL((url) => url.searchParams.get('location')?.startsWith('Amsterdam') === true);
  if (phone) {
    await page.getByTestId('organizations-filter-sheet-done').click();
    await expect(page.getByTestId('organizations-filter-sheet')).toBeHidden();
  }
  await expect(page.getByTestId('organizations-count')).not.toHaveText(`${total} organisaties`);
  const near = await organisationCount(page);
  expect(near).toBeGreaterThan(0);
  expect(near).toBeLessThan(total);
  await expect(page.getByTestId('listing-card').first().locator('[data-metric="distance"]')).toHaveText(
    /\d+ km/,
  );

  await page.getByTestId('listing-card').filter({ hasText: target.name }).getByRole('link').first().click();
  await expect(page).toHaveURL((url) => url.pathname === `/organisatie/${target.slug}`);
  await expect(page.getByTestId('organization-name')).toHaveText(target.name);
  await expect(page).toHaveTitle(new RegExp(target.name));
  const gallery = page.getByTestId('organization-gallery');
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery.getByRole('img')).toHaveCount(target.gallery.images.length);
  const events = page.getByTestId('organization-events');
  await events.scrollIntoViewIfNeeded();
  await expect(events.getByTestId('event-card')).toHaveCount(target.upcomingEvents.length);
  await expect(events.getByTestId('event-card').first().getByRole('heading')).toHaveText(
    target.upcomingEvents[0]?.title ?? '',
  );
  await expect(page.getByRole('link', { name: 'Alle reviews bekijken' })).toHaveAttribute(
    'href',
    `/organization/${target.slug}/reviews`,
  );
});

test('an unknown organisation shows the Dutch 404 page; an old link by id still resolves', async ({
  page,
}) => {
  await page.goto('/organization/deze-organisatie-bestaat-niet');
  await expect(page.getByTestId('not-found')).toBeVisible();

  const list = (await (
    await page.request.get('/api/organizations?pageSize=1')
  ).json()) as OrganizationSearchResponse;
  const first = list.items[0];
  expect(first).toBeDefined();
  if (!first) return;
  await page.goto(`/organization/${first.id}`);
  await expect(page.getByTestId('organization-name')).toHaveText(first.title);
  await page.goto(`/organisatie/oude-naam-${first.id.split('-')[0]}`);
  await expect(page.getByTestId('organization-name')).toHaveText(first.title);
});

test('/organisers is the same directory, titled for organisers, and resets from its empty state', async ({
  page,
}) => {
  await page.goto('/organisers?q=zzzzqqq');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisatoren' })).toBeVisible();
  await expect(page.getByTestId('directory-empty')).toContainText('Geen organisaties gevonden');
  await page.getByTestId('directory-empty-reset').click();
  await expect(page).toHaveURL((url) => url.pathname === '/organisers' && url.search === '');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
});
