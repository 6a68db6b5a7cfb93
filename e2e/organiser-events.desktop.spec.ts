import { expect, test, type APIRequestContext, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, DEMO_PASSWORD, signIn } from './support/signIn';

/** Owner of the seeded organisation 'kirtan-collectief-gent', where multi@ is an active team member. */
const KIRTAN_OWNER = 'wout.janssens@kirtan-collectief-gent.kring.test';

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value `days` from now at `time` (the browser runs in Europe/Amsterdam). */
const localDateTime = (days: number, time: string): string => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
};

const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;

/** A published event of the Kirtan Collectief, created through the API as its owner. */
const createKirtanEvent = async (
  request: APIRequestContext,
  title: string,
): Promise<{ id: string; slug: string }> => {
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: KIRTAN_OWNER, password: DEMO_PASSWORD },
    headers: { origin: origin() },
  });
  expect(signedIn.status(), 'sign-in of the Kirtan Collectief owner').toBe(200);
  const response = await request.post('/api/dashboard/events', {
    headers: { origin: origin() },
    data: {
      title,
      mainType: 'event',
      startDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      city: 'Gent',
      address: 'Sint-Pietersplein 1',
      publish: true,
      tickets: [{ name: 'Regulier', price: 12, isActive: true }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; slug: string };
};

/** A standard (not premium) organisation's owner, used only here: the monthly limit test uses up its allowance. */
const STANDARD_OWNER = 'bas.hendriks@mannen-van-het-vuur.kring.test';

/** A 2×2 PNG, enough for the server to resize and convert. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const rowOf = (page: Page, title: string) =>
  page.getByTestId('dashboard-event-row').filter({ hasText: title });

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('an organiser creates a weekly event with two tickets, publishes, cancels, trashes and restores it', async ({
  page,
}) => {
  const title = `Ademsessie op dinsdag ${Date.now()}`;
  await signIn(page, DEMO.organisation);
  await page.goto('/dashboard/evenementen');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn evenementen' })).toBeVisible();
  await page.getByTestId('new-event-button').click();
  await expect(page).toHaveURL(/\/dashboard\/evenementen\/create$/);

  // Basics, type and time.
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Korte beschrijving').fill('Elke week samen ademen in Utrecht.');
  await page.getByRole('combobox', { name: 'Hoofdcategorie' }).selectOption('workshoptraining');
  await page.getByLabel('Begint op').fill(localDateTime(10, '19:30'));
  await page.getByLabel('Eindigt op').fill(localDateTime(10, '21:30'));

  // Weekly, five times, with the preview sentence.
  await page.getByRole('switch', { name: 'Dit evenement herhaalt zich' }).check();
  await page.getByRole('radio', { name: 'Na' }).check();
  await page.getByLabel('Aantal keer').fill('5');
  await expect(page.getByTestId('recurrence-preview')).toHaveText('Elke week, 5 keer');

  // Where: a typed address.
  await page.getByLabel('Adres', { exact: true }).fill('Oudegracht 100');
  await page.getByLabel('Plaats').fill('Utrecht');

  // Two tickets.
  await page.getByTestId('add-ticket').click();
  await page.getByTestId('add-ticket').click();
  const tickets = page.getByTestId('ticket-row');
  await tickets.nth(0).getByLabel('Naam van het ticket').fill('Vroegboek');
  await tickets.nth(0).getByLabel('Prijs (€)').fill('12.50');
  await tickets.nth(1).getByLabel('Naam van het ticket').fill('Regulier');
  await tickets.nth(1).getByLabel('Prijs (€)').fill('17');

  // A picture, resized by the server.
  await page
    .getByTestId('event-image-input')
    .setInputFiles({ name: 'adem.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('event-image-preview')).toHaveAttribute('src', /\.webp$/);

  await page.getByTestId('publish-event').click();
  await expect(page).toHaveURL(/\/dashboard\/evenementen\/edit\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('ticket-row')).toHaveCount(2);
  await expect(page.getByTestId('recurrence-preview')).toHaveText('Elke week, 5 keer');
  const editUrl = page.url();

  // Published: it is in the public event browser.
  await page.goto(`/events?q=${encodeURIComponent(title)}`);
  await expect(page.getByTestId('event-card').filter({ hasText: title })).toBeVisible();

  // Cancel from the editor: badge 'Geannuleerd'.
  await page.goto(editUrl);
  await page.getByTestId('editor-cancel-event').click();
  await page.getByTestId('confirm-status-action').click();
  await expect(page.getByTestId('event-status-badge')).toHaveText('Geannuleerd');
  await page.goto('/dashboard/evenementen/geannuleerd');
  await expect(rowOf(page, title).getByTestId('event-status-badge')).toHaveText('Geannuleerd');

  // Trash from the list, then restore from the trash: back as a draft.
  await rowOf(page, title).getByTestId('event-actions-menu').click();
  await page.getByTestId('event-action-trash').click();
  await expect(rowOf(page, title)).toHaveCount(0);
  await page.getByTestId('dashboard-tab-trashed').click();
  await expect(page).toHaveURL(/\/dashboard\/evenementen\/prullenbak$/);
  await rowOf(page, title).getByTestId('event-action-restore').click();
  await expect(rowOf(page, title)).toHaveCount(0);
  await page.getByTestId('dashboard-tab-draft').click();
  await expect(rowOf(page, title).getByTestId('event-status-badge')).toHaveText('Concept');
});

test('a team member edits the organisation’s event; an unrelated organiser is refused', async ({
  page,
  browser,
}) => {
  const title = `Kirtanavond in Gent ${Date.now()}`;
  const ownerContext = await browser.newContext();
  const event = await createKirtanEvent(ownerContext.request, title);
  await ownerContext.close();

  // multi@ is an active team member of Kirtan Collectief Gent.
  await signIn(page, DEMO.multi);
  await page.goto(`/dashboard/evenementen/edit/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const renamed = `${title} (met gastmuzikanten)`;
  await page.getByLabel('Titel').fill(renamed);
  await page.getByTestId('save-event').click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Titel')).toHaveValue(renamed);

  // organisatie@ (De Ademhalte) has nothing to do with it.
  await page.context().clearCookies();
  await signIn(page, DEMO.organisation);
  await page.goto(`/dashboard/evenementen/edit/${event.id}`);
  await expect(page.getByTestId('event-edit-forbidden')).toContainText(
    'Je hebt geen toestemming om dit event te bewerken',
  );
  await expect(page.getByRole('link', { name: 'Terug naar mijn evenementen' }).last()).toBeVisible();
});

test('leaving the form with unsaved changes asks first', async ({ page }) => {
  await signIn(page, DEMO.organisation);
  await page.goto('/dashboard/evenementen/create');
  await page.getByLabel('Titel').fill(`Nog niet bewaard ${Date.now()}`);
  await page.getByRole('link', { name: 'Terug naar mijn evenementen' }).click();
  await expect(page.getByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' })).toBeVisible();
  await page.getByRole('button', { name: 'Blijven' }).click();
  await expect(page).toHaveURL(/\/dashboard\/evenementen\/create$/);
  await expect(page.getByLabel('Titel')).toHaveValue(/^Nog niet bewaard/);
  await page.getByRole('link', { name: 'Terug naar mijn evenementen' }).click();
  await page.getByTestId('leave-without-saving').click();
  await expect(page).toHaveURL(/\/dashboard\/evenementen$/);
});

test('a role switch with unsaved changes asks Annuleren / Doorgaan zonder opslaan / Opslaan en wisselen', async ({
  page,
}) => {
  await signIn(page, DEMO.multi);
  await page.goto('/dashboard/evenementen/create');
  await page.getByLabel('Titel').fill(`Half ingevuld ${Date.now()}`);

  const switchTo = async (option: string) => {
    await page.getByTestId('role-switcher').click();
    await page.getByTestId('role-switcher-menu').getByTestId(option).click();
  };
  const dialog = page.getByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });

  await switchTo('role-option-venue');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Opslaan en wisselen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page).toHaveURL(/\/dashboard\/evenementen\/create$/);
  await expect(page.getByLabel('Titel')).toHaveValue(/^Half ingevuld/);

  // Continue without saving: the switch happens, and the page does not ask a second time.
  await switchTo('role-option-venue');
  await dialog.getByRole('button', { name: 'Doorgaan zonder opslaan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overzicht$/);
  await expect(dialog).toHaveCount(0);
});

test('the monthly publishing limit of a standard organisation shows its way to /prijzen', async ({
  page,
}) => {
  await signIn(page, STANDARD_OWNER);
  // Use up this month's allowance through the API (at most 10 publications per calendar month).
  const stamp = Date.now();
  let refused = false;
  for (let n = 0; n < 11 && !refused; n += 1) {
    const response = await page.request.post('/api/dashboard/events', {
      headers: { origin: origin() },
      data: {
        title: `Mannencirkel rond het vuur ${stamp}-${n}`,
        mainType: 'event',
        startDate: new Date(Date.now() + (15 + n) * 86_400_000).toISOString(),
        city: 'Arnhem',
        publish: true,
      },
    });
    refused = response.status() === 403;
    if (!refused) expect(response.status(), await response.text()).toBe(201);
  }
  expect(refused, 'the 11th publication of the month is refused').toBe(true);

  const title = `Vuurnacht op de Veluwe ${stamp}`;
  await page.goto('/dashboard/evenementen/create');
  await page.getByLabel('Titel').fill(title);
  await page.getByRole('combobox', { name: 'Hoofdcategorie' }).selectOption('event');
  await page.getByLabel('Begint op').fill(localDateTime(30, '20:00'));
  await page.getByLabel('Plaats').fill('Arnhem');
  await page.getByTestId('publish-event').click();
  const alert = page.getByTestId('plan-limit-alert');
  await expect(alert).toContainText('Je hebt deze maand al 10 evenementen gepubliceerd');
  await expect(alert.getByRole('link')).toHaveAttribute('href', '/prijzen');
  await expect(page.getByLabel('Titel')).toHaveValue(title);

  // Saving as a draft is still possible.
  await page.getByTestId('save-event').click();
  await expect(page).toHaveURL(/\/dashboard\/evenementen\/edit\/[a-z0-9-]+$/);
  await expect(page.getByTestId('event-status-badge')).toHaveText('Concept');
});
