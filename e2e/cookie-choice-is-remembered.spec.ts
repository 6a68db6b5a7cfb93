import { expect, test, type Page } from './support/test';

const banner = (page: Page) => page.getByTestId('cookie-banner');

test('accepting hides the banner for good; cookie settings in the footer reopen it', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Cookies op Kring');

  await banner(page).getByRole('button', { name: 'Accepteren' }).click();
  await expect(banner(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();

  // Also on another page of the site.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Je hebt cookies eerder geaccepteerd.');
});

test('declining is remembered as well, and can be changed later', async ({ page }) => {
  await page.goto('/contact');
  await banner(page).getByRole('button', { name: 'Weigeren' }).click();
  await expect(banner(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click();
  await expect(banner(page)).toContainText('Je hebt cookies eerder geweigerd.');
  await banner(page).getByRole('button', { name: 'Accepteren' }).click();
  await expect(banner(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});
