import { type APIRequestContext, expect, test } from './support/test';
import type { DashboardServicesResponse } from '../core/schemas/services';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { signIn } from './support/signIn';

/**
 * Issue 11 "Done when": a standard professional creates services up to the limit of 5, gets the limit
 * message with the way to /prijzen, edits and deletes one; a visitor opens the public service page.
 * The two projects run in parallel, so each uses its own standard professional of the seed.
 */
const ACCOUNT = {
  desktop: 'professional@demo.kring.test',
  mobile: 'ilse.vandamme@praktijk-ilse-vandamme.kring.test',
} as const;

const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;

const services = async (request: APIRequestContext): Promise<DashboardServicesResponse> =>
  (await (await request.get('/api/dashboard/services')).json()) as DashboardServicesResponse;

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('a professional fills the service limit, is shown the way to Premium, edits and deletes a service', async ({
  page,
  browser,
}) => {
  const project = test.info().project.name === 'mobile' ? 'mobile' : 'desktop';
  await signIn(page, ACCOUNT[project]);
  // Services an earlier run of this spec left behind go first; the seeded ones stay and are counted.
  for (const s of (await services(page.request)).items.filter((s) => s.title.startsWith('E2E')))
    await page.request.delete(`/api/dashboard/services/${s.id}`, { headers: { origin: origin() } });
  const start = await services(page.request);
  expect(start.limit).toBe(5);
  expect(start.activeCount).toBeLessThan(5);

  await page.goto('/dashboard/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn diensten' })).toBeVisible();
  await expect(page.getByTestId('service-allowance')).toContainText(
    `${start.activeCount} van 5 actieve diensten`,
  );

  for (let n = start.activeCount + 1; n <= 5; n += 1) {
    await page.getByRole('link', { name: 'Dienst toevoegen' }).click();
    await expect(page.getByTestId('service-form')).toBeVisible();
    await page.getByLabel('Titel').fill(`E2E dienst ${n}`);
    await page.getByLabel('Prijs (€, excl. btw)').fill('45,50');
    await page.getByLabel('Duur (minuten)').fill('60');
    await page.getByTestId('service-save').click();
    await expect(page).toHaveURL(/\/dashboard\/services$/);
    await expect(page.getByRole('heading', { name: `E2E dienst ${n}` })).toBeVisible();
  }
  await expect(page.getByTestId('service-allowance')).toContainText('5 van 5 actieve diensten');

  // The sixth: first a §5 number rule, then the limit; what was typed stays.
  await page.getByRole('link', { name: 'Dienst toevoegen' }).click();
  await page.getByLabel('Titel').fill('E2E zesde dienst');
  await page.getByLabel('Duur (minuten)').fill('0');
  await page.getByTestId('service-save').click();
  await expect(page.getByText('De duur moet groter dan 0 minuten zijn.')).toBeVisible();
  await page.getByLabel('Duur (minuten)').fill('90');
  await page.getByTestId('service-save').click();
  const alert = page.getByTestId('service-form-error');
  await expect(alert).toContainText('Je hebt al 5 actieve diensten');
  await expect(alert.getByRole('link', { name: 'Bekijk Premium' })).toHaveAttribute('href', '/prijzen');
  await expect(page.getByLabel('Titel')).toHaveValue('E2E zesde dienst');

  // Leaving with unsaved input asks first.
  await page.getByRole('link', { name: 'Terug naar mijn diensten' }).click();
  await page.getByTestId('leave-without-saving').click();
  await expect(page).toHaveURL(/\/dashboard\/services$/);

  // Edit the last one made, then delete it.
  await page.getByRole('link', { name: 'E2E dienst 5 bewerken' }).click();
  await expect(page.getByLabel('Titel')).toHaveValue('E2E dienst 5');
  await page.getByLabel('Titel').fill('E2E dienst bewerkt');
  await page.getByLabel('Maximaal aantal deelnemers').fill('8');
  await page.getByTestId('service-save').click();
  await expect(page).toHaveURL(/\/dashboard\/services$/);
  await expect(page.getByRole('heading', { name: 'E2E dienst bewerkt' })).toBeVisible();

  const edited = (await services(page.request)).items.find((s) => s.title === 'E2E dienst bewerkt');
  expect(edited?.maxParticipants).toBe(8);

  // A visitor (no session) opens the public service page.
  const visitor = await browser.newPage();
  await answerCookieBannerUpFront(visitor);
  await visitor.goto(`/dienst/${edited?.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'E2E dienst bewerkt' })).toBeVisible();
  await expect(visitor.getByText('€ 45,50 per sessie')).toBeVisible();
  await expect(visitor.getByText('8 deelnemers')).toBeVisible();
  await expect(visitor.getByTestId('service-professional-link')).toHaveAttribute(
    'href',
    /^\/professionals\//,
  );
  await visitor.close();

  await page.getByRole('button', { name: 'E2E dienst bewerkt verwijderen' }).click();
  await page.getByTestId('confirm-delete-service').click();
  await expect(page.getByRole('heading', { name: 'E2E dienst bewerkt' })).toHaveCount(0);
  await expect(page.getByTestId('service-allowance')).toContainText('4 van 5 actieve diensten');
});
