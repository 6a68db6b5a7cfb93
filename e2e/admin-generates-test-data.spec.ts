import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 16, /admin/test-data: an admin generates a few events and members, watches the progress reach 100 %,
 * finds a generated event on /events by its title, then removes the test data again (nothing is left for other
 * specs). Test data is global to the server, so only the desktop project generates and removes; the mobile
 * project checks the screen at 390 px (the form, its validation) without starting a run.
 */
const SHOTS = '/tmp/shots-testdata';

test.beforeEach(async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
});

test('an admin generates test data, finds a generated event on /events and removes it again', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'test data is global: one project generates and removes');
  test.setTimeout(180_000);

  await page.goto('/admin/test-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Testdata' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('test-data-form')).toBeVisible();

  await page.locator('#test-data-events').fill('12');
  await page.locator('#test-data-members').fill('5');
  await page.getByTestId('test-data-generate').click();

  const progress = page.getByTestId('test-data-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', {
    timeout: 90_000,
  });
  await expect(progress.getByTestId('test-data-status')).toHaveText('Klaar');
  await expect(progress).toContainText('Evenementen: 12 / 12');
  await expect(progress).toContainText('Leden: 5 / 5');
  await expect(page.getByTestId('test-data-present-events')).toHaveText('12');
  await expect(page.getByTestId('test-data-run').first()).toContainText('Genereren');
  await page.screenshot({ path: `${SHOTS}/generated-1280.png`, fullPage: true });

  // A generated, published event is on /events at once: its link searches its title there.
  const sample = page.getByTestId('test-data-samples').getByRole('link').first();
  const title = (await sample.textContent())?.trim() ?? '';
  expect(title.length).toBeGreaterThan(3);
  await sample.click();
  await expect(page).toHaveURL(/\/events\?q=/);
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  const searchUrl = page.url();

  // Remove everything generated; the screen ends with no test data.
  await page.goto('/admin/test-data');
  await page.getByTestId('test-data-remove').click();
  const dialog = page.getByRole('dialog', { name: 'Alle testdata verwijderen?' });
  await expect(dialog).toContainText('De demo-inhoud en echte gegevens blijven staan.');
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(progress.getByTestId('test-data-status')).toHaveText('Klaar', { timeout: 90_000 });
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('test-data-none')).toBeVisible();
  await expect(page.getByTestId('test-data-run').first()).toContainText('Verwijderen');

  await page.goto(searchUrl);
  await expect(page.getByText(title, { exact: true })).toHaveCount(0, { timeout: 15_000 });
});

test('the test data screen works at 390 px and says what is missing', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the desktop journey covers the wide screen');

  await page.goto('/admin/test-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Testdata' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('test-data-present')).toBeVisible();
  await page.getByTestId('test-data-generate').click();
  await expect(page.getByText('Kies bij minstens één soort een aantal groter dan 0.')).toBeVisible();
  await page.locator('#test-data-events').fill('2001');
  await page.getByTestId('test-data-generate').click();
  await expect(page.getByText('Maximaal 2000 per keer.')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/form-390.png`, fullPage: true });
});
