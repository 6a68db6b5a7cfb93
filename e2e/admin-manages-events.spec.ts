import { expect, test, type Page } from './support/test';
import { expectInAuditLog } from './support/auditLog';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { seededMemberEmail } from './support/members';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 16, /admin/evenementen: an admin creates an event on behalf of an organisation (organisation picked
 * first, then the organisers' form), finds it in the list, cancels it from the list and reads its history;
 * a member (22 desktop, 23 mobile) reports an event from its page and the admin finds it under 'reported'
 * and resolves the report. Each project uses its own titles; every event made here ends in the trash.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value `days` from now at `time` (the browser runs in Europe/Amsterdam). */
const localDateTime = (days: number, time: string): string => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
};

const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;
const shots = process.env.E2E_SHOTS_DIR;

/** A screenshot for the review of the screens (only when E2E_SHOTS_DIR is set). */
const shoot = async (page: Page, name: string) => {
  if (shots)
    await page.screenshot({ path: `${shots}/${name}-${test.info().project.name}.png`, fullPage: true });
};

/** Leave no event of this journey in the public lists. */
const trash = async (page: Page, ids: string[]) => {
  const res = await page.request.post('/api/admin/events/bulk', {
    data: { action: 'trash', ids },
    headers: { origin: origin() },
  });
  expect(res.status()).toBe(200);
};

const rowOf = (page: Page, title: string) => page.getByTestId('admin-event-row').filter({ hasText: title });

test('an admin creates an event for an organisation, cancels it from the list and reads its history', async ({
  page,
}, testInfo) => {
  const title = `Namens de Ademhalte ${testInfo.project.name} ${Date.now()}`;
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);

  // The organisation first, then the organisers' own form.
  await page.goto('/admin/evenement-aanmaken');
  await expect(page.getByRole('heading', { level: 1, name: 'Evenement aanmaken' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('event-form')).toHaveCount(0);
  await page.getByLabel('Organisatie zoeken').fill('Ademhalte');
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByTestId('organization-options')).toContainText('De Ademhalte');
  await shoot(page, 'admin-create-event-picker');
  await page
    .getByTestId('organization-options')
    .getByRole('button', { name: /De Ademhalte/ })
    .click();
  await expect(page.getByTestId('picked-organization')).toContainText('Namens De Ademhalte');
  await shoot(page, 'admin-create-event');

  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Korte beschrijving').fill('Een ochtend ademwerk, aangemaakt door de beheerder.');
  await page.getByRole('combobox', { name: 'Hoofdcategorie' }).selectOption('workshoptraining');
  await page.getByLabel('Begint op').fill(localDateTime(20, '10:00'));
  await page.getByLabel('Eindigt op').fill(localDateTime(20, '12:00'));
  await page.getByLabel('Adres', { exact: true }).fill('Javastraat 12');
  await page.getByLabel('Plaats').fill('Amsterdam');
  await page.getByTestId('publish-event').click();

  // Saved: the admin's screen of the new event, its history says on whose behalf.
  await expect(page).toHaveURL(/\/admin\/evenement\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  const eventId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('admin-event-facts')).toContainText('De Ademhalte');
  await expect(page.getByTestId('admin-event-history')).toContainText('Aangemaakt namens de organisatie');

  // In the list, found by its title.
  await page.goto(`/admin/evenementen?q=${encodeURIComponent(title)}`);
  const row = rowOf(page, title);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByTestId('admin-event-status')).toHaveText('Gepubliceerd');

  // Cancel it from the list: select, confirm, the outcome and the new status show.
  await row.getByRole('checkbox').check();
  await expect(page.getByTestId('admin-events-bulk')).toContainText('1 evenement geselecteerd');
  await page.getByTestId('bulk-cancel').click();
  await page.getByTestId('bulk-confirm').click();
  await expect(page.getByTestId('admin-events-bulk-result')).toContainText(
    'Annuleren: 1 gelukt, 0 geweigerd.',
  );
  await expect(row.getByTestId('admin-event-status')).toHaveText('Geannuleerd');

  // Cancelling it again is refused, with the reason.
  await row.getByRole('checkbox').check();
  await page.getByTestId('bulk-cancel').click();
  await page.getByTestId('bulk-confirm').click();
  await expect(page.getByTestId('admin-events-bulk-result')).toContainText('0 gelukt, 1 geweigerd');
  await expect(page.getByTestId('admin-events-bulk-result')).toContainText(title);
  await shoot(page, 'admin-events');

  // Its history: created on behalf, published, cancelled by the admin.
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/evenement/${eventId}$`));
  const history = page.getByTestId('admin-event-history');
  await expect(history.locator('[data-action="event.cancel"]')).toContainText('Gepubliceerd → Geannuleerd');
  await expect(history.locator('[data-action="event.create_on_behalf"]')).toBeVisible();
  await expect(history.locator('[data-action="event.created"]')).toBeVisible();
  await shoot(page, 'admin-event-detail');

  // And in the audit log, with the other admin actions.
  await expectInAuditLog(page, { action: 'event.create_on_behalf', text: eventId });
  await expectInAuditLog(page, { action: 'event.cancel', text: eventId });

  await trash(page, [eventId]);
});

test('a member reports an event and the admin finds it under reported and resolves it', async ({
  page,
  browser,
}, testInfo) => {
  const title = `Gemeld evenement ${testInfo.project.name} ${Date.now()}`;
  const baseURL = testInfo.project.use.baseURL ?? '';
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  const organizations = await page.request.get('/api/admin/profiles?type=organization&q=Ademhalte');
  const organizationId = ((await organizations.json()) as { items: { id: string }[] }).items[0]?.id;
  expect(organizationId).toBeTruthy();
  const start = new Date(Date.now() + 25 * 86_400_000);
  start.setUTCHours(18, 0, 0, 0);
  const created = await page.request.post('/api/admin/events', {
    headers: { origin: origin() },
    data: {
      title,
      shortDescription: 'Een avond om te melden.',
      mainType: 'workshoptraining',
      subtypes: [],
      startDate: start.toISOString(),
      isOnline: false,
      address: 'Javastraat 12',
      city: 'Amsterdam',
      organizationProfileId: organizationId,
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; slug: string };

  // The member, in their own browser, reports it from the event page.
  const other = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const member = await other.newPage();
  await answerCookieBannerUpFront(member);
  await signIn(member, seededMemberEmail(testInfo.project.name === 'mobile' ? 23 : 22));
  await member.goto(`/evenement/${event.slug}`);
  // The server renders the visitor's version (a link to the login); the member's button replaces it once the
  // session is known, so the press waits for the button rather than landing on the swap.
  await member.getByRole('button', { name: 'Evenement melden' }).click();
  const dialog = member.getByRole('dialog', { name: 'Evenement melden' });
  await dialog.getByLabel('Wat is er mis?').fill('nee');
  await dialog.getByTestId('report-event-submit').click();
  await expect(dialog).toContainText('Geef een reden op van minstens 5 tekens.');
  await dialog.getByLabel('Wat is er mis?').fill('De locatie klopt niet, dit adres bestaat niet.');
  await shoot(member, 'event-report-dialog');
  await dialog.getByTestId('report-event-submit').click();
  await expect(member.getByText('Bedankt, je melding is verstuurd.')).toBeVisible();
  // A second report while the first is open is refused in Dutch.
  await member.getByTestId('report-event').click();
  await dialog.getByLabel('Wat is er mis?').fill('Nog een keer, voor de zekerheid.');
  await dialog.getByTestId('report-event-submit').click();
  await expect(member.getByText('Je hebt dit evenement al gemeld. We kijken ernaar.')).toBeVisible();
  await other.close();

  // The admin: under 'reported', with the count; the report on the event's screen, resolved there.
  await page.goto('/admin/evenementen');
  await page.getByTestId('admin-events-filter-reported').click();
  await expect(page).toHaveURL(/reported=true/);
  const row = rowOf(page, title);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByTestId('admin-event-reports')).toHaveText('1 melding');
  await row.getByRole('link', { name: title }).click();
  const report = page.getByTestId('admin-event-report');
  await expect(report).toContainText('De locatie klopt niet');
  await page.getByTestId('resolve-report').click();
  await expect(report).toContainText('Afgehandeld door');
  await expect(
    page.getByTestId('admin-event-history').locator('[data-action="event.resolve_report"]'),
  ).toBeVisible();

  await page.goto(`/admin/evenementen?reported=true&q=${encodeURIComponent(title)}`);
  await expect(page.getByText('Geen evenementen gevonden')).toBeVisible({ timeout: 15_000 });
  await trash(page, [event.id]);
});
