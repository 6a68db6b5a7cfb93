import { expect, test, type Page } from './support/test';
import type { ProfessionalDetail, ProfessionalSearchResponse } from '../core/schemas/professionals';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

const pathIs = (path: string) => (url: URL) => url.pathname === path;

/** Reads n from '{n} professionals gevonden'. */
const professionalCount = async (page: Page): Promise<number> => {
  const counter = page.getByTestId('professionals-count');
  await expect(counter).toHaveText(/^[\d.]+ professionals? gevonden$/);
  return Number((await counter.innerText()).replace(/\D/g, ''));
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('a visitor opening /professionals or a profile lands on /restricted', async ({ page }) => {
  await page.goto('/professionals');
  await expect(page).toHaveURL(pathIs('/restricted'));
  await page.goto('/professionals/wandelcoaching-de-graaf');
  await expect(page).toHaveURL(pathIs('/restricted'));
});

test('a participant filters professionals by type, online and city, opens one and sees services and related professionals', async ({
  page,
}) => {
  await signIn(page, DEMO.participant);
  // What the seed holds for the filters this member will choose: online coaches, and coaches near Utrecht.
  const online = (await (
    await page.request.get('/api/professionals?type=coach&online=true&pageSize=50')
  ).json()) as ProfessionalSearchResponse;
  const nearUtrecht = (await (
    await page.request.get('/api/professionals?type=coach&near=52.0907,5.1214&radius=50&pageSize=50')
  ).json()) as ProfessionalSearchResponse;
  expect(online.total).toBeGreaterThan(0);
  expect(nearUtrecht.total).toBeGreaterThan(0);
  let target: ProfessionalDetail | null = null;
  for (const card of nearUtrecht.items) {
    const detail = (await (
      await page.request.get(`/api/professionals/${card.slug}`)
    ).json()) as ProfessionalDetail;
    if (detail.services.length > 0 && detail.related.length > 0) {
      target = detail;
      break;
    }
  }
  expect(target, 'the seed has a coach near Utrecht with services and related professionals').not.toBeNull();
  if (!target) return;

  await page.goto('/professionals');
  await expect(page.getByRole('heading', { level: 1, name: 'Professionals' })).toBeVisible();
  const total = await professionalCount(page);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();

  // Phones keep the filters in a bottom sheet behind the 'Filters' button.
  const filtersButton = page.getByTestId('professionals-filters-button');
  const phone = await filtersButton.isVisible();
  const closeSheet = async () => {
    if (!phone) return;
    await page.getByTestId('professionals-filter-sheet-done').click();
    await expect(page.getByTestId('professionals-filter-sheet')).toBeHidden();
  };
  if (phone) await filtersButton.click();

  await page.getByTestId('professionals-type').selectOption('coach');
  // The box follows the URL, so it flips once the filter is in the address: click, then expect.
  await page.getByTestId('professionals-online').click();
  await expect(page.getByTestId('professionals-online')).toBeChecked();
  await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'coach');
  await expect(page).toHaveURL((url) => url.searchParams.get('online') === 'true');
  await closeSheet();
  await expect(page.getByTestId('professionals-count')).toHaveText(
    `${online.total} ${online.total === 1 ? 'professional' : 'professionals'} gevonden`,
  );
  expect(online.total).toBeLessThan(total);

  if (phone) await filtersButton.click();
  await page.getByTestId('professionals-online').click();
  await expect(page.getByTestId('professionals-online')).not.toBeChecked();
  await page.getByTestId('professionals-location').fill('Utrecht');
  await page.getByRole('option', { name: /^Utrecht, Utrecht/ }).click();
  await page.getByTestId('professionals-radius').selectOption('50');
  await expect(page).toHaveURL((url) => url.searchParams.get('radius') === '50');
  await closeSheet();
  await expect(page.getByTestId('professionals-count')).toHaveText(
    `${nearUtrecht.total} ${nearUtrecht.total === 1 ? 'professional' : 'professionals'} gevonden`,
  );
  await expect(page.getByTestId('listing-card').first().locator('[data-metric="distance"]')).toHaveText(
    /\d+ km/,
  );

  await page
    .getByTestId('listing-card')
    .filter({ hasText: target.businessName })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(pathIs(`/professionals/${target.slug}`));
  await expect(page.getByTestId('professional-name')).toHaveText(target.businessName);
  await expect(page).toHaveTitle(new RegExp(target.businessName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const services = page.getByTestId('professional-service');
  await expect(services).toHaveCount(target.services.length);
  await expect(services.first()).toContainText(target.services[0]?.title ?? '');
  await expect(services.first()).toHaveAttribute('href', `/dienst/${target.services[0]?.id}`);
  const related = page.getByTestId('professional-related');
  await related.scrollIntoViewIfNeeded();
  await expect(related.getByTestId('listing-card')).toHaveCount(target.related.length);
  // A participant does not own this profile: no edit link.
  await expect(page.getByRole('link', { name: 'Profiel bewerken' })).toHaveCount(0);
});

test('an unknown professional shows the Dutch 404 page', async ({ page }) => {
  await signIn(page, DEMO.participant);
  await page.goto('/professionals/deze-professional-bestaat-niet');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('an empty search says so and resets every filter', async ({ page }) => {
  await signIn(page, DEMO.participant);
  await page.goto('/professionals?q=zzzzqqq');
  await expect(page.getByTestId('directory-empty')).toContainText('Geen professionals gevonden');
  await page.getByTestId('directory-empty-reset').click();
  await expect(page).toHaveURL((url) => url.pathname === '/professionals' && url.search === '');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
});
