import { type Page, expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { latestMail } from './support/mailbox';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 12, venue hire: the venue owner sets opening hours and blocks a date; an organisation requests a free
 * slot on the venue page; the owner accepts; a second request for the same slot is refused in Dutch; both
 * e-mails are in the outbox. Desktop and mobile run in parallel on the same venue, so each project uses its
 * own weekday three months ahead.
 */
const OWNER = 'locatie@demo.kring.test';
const VENUE = '/venues/dansstudio-de-vonk';
const MONTHS_AHEAD = 3;

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The first `weekday` (1 = Monday) of the month MONTHS_AHEAD from now, plus `extra` days. */
const dayAhead = (weekday: number, extra = 0): string => {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() + MONTHS_AHEAD, 1);
  while (((d.getDay() + 6) % 7) + 1 !== weekday) d.setDate(d.getDate() + 1);
  d.setDate(d.getDate() + extra);
  return iso(d);
};

const switchTo = async (page: Page, email: string) => {
  await page.context().clearCookies();
  await signIn(page, email);
};

/** Opens the month of `date` in a calendar (months ahead of today). */
const showMonth = async (page: Page, date: string) => {
  const calendar = page.getByTestId('venue-booking').getByTestId('month-calendar');
  for (
    let i = 0;
    i < 14 && (await calendar.locator(`[data-date="${date}"]:not(.invisible)`).count()) === 0;
    i++
  )
    await calendar.getByRole('button', { name: 'Volgende maand' }).click();
  return calendar;
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('a venue owner hires out a room to an organisation', async ({ page }) => {
  const mobile = test.info().project.name === 'mobile';
  // Desktop: request a Tuesday, block that Thursday; mobile: request a Friday, block that Saturday.
  const requestDay = dayAhead(mobile ? 5 : 2);
  const blockDay = dayAhead(mobile ? 5 : 2, mobile ? 1 : 2);
  const message = `E2E ${test.info().project.name}: ademwerk met een vaste groep`;

  // The owner keeps the week's hours and blocks the day after the request.
  await switchTo(page, OWNER);
  await page.goto('/dashboard/venue/beschikbaarheid');
  await expect(page.getByRole('heading', { level: 1, name: 'Beschikbaarheid locatie' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ruimtes' })).toBeVisible();
  await page.getByRole('button', { name: 'Kopieer maandag naar alle werkdagen' }).click();
  await page.getByRole('button', { name: 'Openingstijden opslaan' }).click();
  await expect(page.getByText('Openingstijden opgeslagen')).toBeVisible();
  await page.getByLabel('Van', { exact: true }).fill(blockDay);
  await page.getByLabel('Reden (optioneel)').fill('Eigen voorstelling');
  await page.getByRole('button', { name: 'Datum blokkeren' }).click();
  await expect(page.getByText('Datum geblokkeerd')).toBeVisible();
  await expect(page.getByTestId('blocked-list')).toContainText('Eigen voorstelling');

  // The organisation requests the free morning on the venue page.
  await switchTo(page, DEMO.organisation);
  await page.goto(VENUE);
  const section = page.getByTestId('venue-booking');
  await expect(section.getByRole('heading', { name: 'Boek deze locatie' })).toBeVisible();
  await section.getByLabel('Ruimte').selectOption({ label: 'Kleine zaal (tot 20 personen)' });
  const calendar = await showMonth(page, requestDay);
  await expect(calendar.locator(`[data-date="${blockDay}"]`)).toHaveAttribute('data-state', 'blocked');
  await calendar.locator(`[data-date="${requestDay}"]`).click();
  await expect(section.getByTestId('booking-day-hours')).toContainText('09:00–22:00');
  await section.getByRole('button', { name: /^Ochtend/ }).click();
  await expect(section.getByLabel('Begintijd')).toHaveValue('09:00');
  await section.getByLabel('Verwachte deelnemers').fill('12');
  await section.getByLabel('Bericht aan de locatie').fill(message);
  await section.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Aanvraag verstuurd')).toBeVisible();
  const mine = section.getByTestId('my-venue-bookings');
  await expect(mine.getByTestId('my-booking').filter({ hasText: 'Kleine zaal' }).first()).toContainText(
    'Aangevraagd',
  );
  const requested = await latestMail(page.request, { to: OWNER, kind: 'venue_booking_requested' });
  expect(requested.subject).toContain('Nieuwe boekingsaanvraag');

  // The owner accepts it in the bookings dashboard.
  await switchTo(page, OWNER);
  await page.goto('/dashboard/bookings');
  await expect(page).toHaveURL(/\/dashboard\/venue\/bookings/);
  await expect(page.getByRole('tab', { name: /Aangevraagd/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByTestId('booking-card').filter({ hasText: message });
  await expect(card).toContainText('12 deelnemers');
  await card.getByRole('button', { name: 'Accepteren' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accepteren' }).click();
  await expect(page.getByText('Aanvraag geaccepteerd')).toBeVisible();
  await page.getByRole('tab', { name: /Geaccepteerd/ }).click();
  await expect(page.getByTestId('booking-card').filter({ hasText: message })).toContainText('Geaccepteerd');
  const accepted = await latestMail(page.request, { to: DEMO.organisation, kind: 'venue_booking_accepted' });
  expect(accepted.subject).toContain('geaccepteerd');

  // The organisation sees the answer; the same slot again is refused in Dutch and the form keeps its input.
  await switchTo(page, DEMO.organisation);
  await page.goto(VENUE);
  await expect(
    section
      .getByTestId('my-booking')
      .filter({ hasText: 'Geaccepteerd' })
      .filter({ hasText: 'Kleine zaal' })
      .first(),
  ).toBeVisible();
  await section.getByLabel('Ruimte').selectOption({ label: 'Kleine zaal (tot 20 personen)' });
  await (await showMonth(page, requestDay)).locator(`[data-date="${requestDay}"]`).click();
  await section.getByRole('button', { name: /^Ochtend/ }).click();
  await section.getByLabel('Verwachte deelnemers').fill('8');
  await section.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(section.getByTestId('booking-error')).toHaveText(
    'Dit moment is niet vrij: er is dan gesloten, geblokkeerd of al geboekt. Kies een vrij moment.',
  );
  await expect(section.getByLabel('Verwachte deelnemers')).toHaveValue('8');
});
