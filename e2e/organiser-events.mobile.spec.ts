import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { signIn } from './support/signIn';

const PREMIUM_ORGANISER = 'organisatie-premium@demo.kring.test';

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value `days` from now (negative: in the past) at `time`. */
const localDateTime = (days: number, time: string): string => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
};

const rowOf = (page: Page, title: string) =>
  page.getByTestId('dashboard-event-row').filter({ hasText: title });

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('on a phone, a premium organiser publishes a weekly event with two tickets, then cancels, trashes and restores it', async ({
  page,
}) => {
  const title = `Retraite-avond in Utrecht ${Date.now()}`;
  await signIn(page, PREMIUM_ORGANISER);
  await page.goto('/dashboard/evenementen');
  await page.getByTestId('new-event-button').tap();

  await page.getByLabel('Titel').fill(title);
  await page.getByRole('combobox', { name: 'Hoofdcategorie' }).selectOption('retreatinclverblijf');
  // A start in the past: the server's message lands on the field and what was typed stays.
  await page.getByLabel('Begint op').fill(localDateTime(-3, '18:00'));
  await page.getByRole('switch', { name: 'Dit evenement herhaalt zich' }).check();
  // Where: a listed venue, found by searching.
  await page.getByRole('radio', { name: 'Kring-locatie' }).tap();
  await page.getByLabel('Zoek een locatie').fill('Boomgaard');
  await page.getByRole('button', { name: /Yogastudio De Boomgaard/ }).tap();
  await expect(page.getByTestId('chosen-venue')).toContainText('Yogastudio De Boomgaard');
  await page.getByTestId('add-ticket').tap();
  await page.getByTestId('add-ticket').tap();
  const tickets = page.getByTestId('ticket-row');
  await tickets.nth(0).getByLabel('Naam van het ticket').fill('Slaapzaal');
  await tickets.nth(0).getByLabel('Prijs (€)').fill('95');
  await tickets.nth(1).getByLabel('Naam van het ticket').fill('Eigen kamer');
  await tickets.nth(1).getByLabel('Prijs (€)').fill('140');
  await expect(page.getByTestId('recurrence-preview')).toHaveText('Elke week, zonder einddatum');

  await page.getByTestId('publish-event').tap();
  await expect(page.getByText('De startdatum moet in de toekomst liggen.')).toBeVisible();
  await expect(page.getByLabel('Titel')).toHaveValue(title);
  await expect(page.getByTestId('chosen-venue')).toContainText('Yogastudio De Boomgaard');
  await expect(page).toHaveURL(/\/dashboard\/evenementen\/create$/);

  await page.getByLabel('Begint op').fill(localDateTime(12, '18:00'));
  await page.getByTestId('publish-event').tap();
  await expect(page).toHaveURL(/\/dashboard\/evenementen\/edit\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('chosen-venue')).toContainText('Yogastudio De Boomgaard');

  // Cancel, trash and restore from the list's action menu.
  await page.goto('/dashboard/evenementen/aankomend');
  await rowOf(page, title).getByTestId('event-actions-menu').tap();
  await page.getByTestId('event-action-cancel').tap();
  await page.getByTestId('confirm-status-action').tap();
  await expect(rowOf(page, title)).toHaveCount(0);
  await page.goto('/dashboard/evenementen/geannuleerd');
  await expect(rowOf(page, title).getByTestId('event-status-badge')).toHaveText('Geannuleerd');
  await rowOf(page, title).getByTestId('event-actions-menu').tap();
  await page.getByTestId('event-action-trash').tap();
  await expect(rowOf(page, title)).toHaveCount(0);
  await page.goto('/dashboard/evenementen/prullenbak');
  await rowOf(page, title).getByTestId('event-action-restore').tap();
  await expect(rowOf(page, title)).toHaveCount(0);
  await page.goto('/dashboard/evenementen/concepten');
  await expect(rowOf(page, title).getByTestId('event-status-badge')).toHaveText('Concept');
});
