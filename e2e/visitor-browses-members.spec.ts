import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('a visitor browses the members, opens a member page; an unknown member is the Dutch 404', async ({
  page,
}) => {
  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Leden' })).toBeVisible();
  await expect(page.getByTestId('members-count')).toHaveText(/^[\d.]+ leden$/);
  const first = page.getByTestId('listing-card').first();
  await expect(first).toBeVisible();
  const name = (await first.getByRole('heading').first().innerText()).trim();
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/member\//);
  await expect(page.getByTestId('member-page').getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/Lid sinds/)).toBeVisible();

  await page.goto('/member/niemand-met-deze-naam');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
});
