import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

const SHOTS = '/tmp/shots-insights';

/**
 * Issue 16: a visitor searches for something nobody offers; the admin opens /admin, sees the figure groups and
 * follows one to its screen; on /admin/analytics the search shows among the terms without results, the period
 * and bucket switch (kept in the URL), and a series downloads as a Dutch CSV. Each project searches its own
 * term, so the desktop and mobile runs never read each other's facts. Nothing global is changed.
 */
test('an admin sees the community at a glance and its growth over time', async ({
  page,
  browser,
}, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  const shot = (name: string) =>
    page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
  const term = `zzkring${testInfo.project.name}${Date.now()}`;
  const baseURL = testInfo.project.use.baseURL ?? '';

  // A visitor in another browser searches for something nobody offers.
  const visitorContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  await answerCookieBannerUpFront(visitor);
  const viewed = visitor.waitForResponse((res) => res.url().endsWith('/api/page-views'));
  await visitor.goto(`/events?q=${term}`);
  expect((await viewed).status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await visitorContext.close();

  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Beheer' })).toBeVisible({ timeout: 15_000 });
  for (const group of [
    'Leden',
    'Evenementen',
    'Omzet',
    'Meldingen die wachten',
    'Mislukt in de laatste 24 uur',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  const members = page.getByTestId('figure-membersTotal');
  await expect(members).toContainText('Leden in totaal');
  expect(
    Number((await members.locator('span span').first().textContent())?.replace(/\D/g, '')),
  ).toBeGreaterThan(0);
  await expect(page.getByTestId('figure-mrr')).toContainText('€');
  await shot('admin-dashboard');

  // Every figure leads to its screen.
  await page.getByTestId('figure-reportsForum').click();
  await expect(page).toHaveURL(/\/admin\/forum$/);
  await page.goBack();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();

  await page.getByRole('link', { name: 'Naar statistieken' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistieken' })).toBeVisible();
  const zeroTerms = page.getByTestId('chart-zoektermen-zonder-resultaat');
  await expect(zeroTerms).toContainText(term);
  await expect(page.getByTestId('chart-aanmeldingen').getByTestId('time-chart')).toBeVisible();
  await expect(page.getByTestId('chart-verkeer-per-pagina')).toContainText('Evenementen');
  await shot('admin-analytics');

  // A longer period, per week: the URL keeps both, the range follows.
  const range = page.getByTestId('analytics-range');
  const before = await range.textContent();
  await page.getByTestId('period-picker').getByText('90 dagen').click();
  await expect(page).toHaveURL(/dagen=90/);
  await expect(range).not.toHaveText(before ?? '');
  await page.getByTestId('bucket-picker').getByText('Week').click();
  await expect(page).toHaveURL(/per=week/);
  await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
  await expect(zeroTerms).toContainText(term);

  // The searches as a CSV for Dutch Excel.
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', {
      name: 'Download de tabel van Zoekopdrachten en zoekopdrachten zonder resultaat als CSV',
    })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kring-zoekopdrachten-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Datum;Zoekopdrachten;Zonder resultaat');
  expect(lines.length).toBeGreaterThanOrEqual(14);
  const total = lines.slice(1).reduce((sum, line) => sum + Number(line.split(';')[2] ?? 0), 0);
  expect(total).toBeGreaterThanOrEqual(1);
  await shot('admin-analytics-90-week');
});
