import { expect, test } from './support/test';
import type { DashboardServicesResponse } from '../core/schemas/services';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { latestMail } from './support/mailbox';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 12: the professional sets availability (weekly hours and other hours on one Saturday); a member asks
 * for a free slot on the service page; the professional accepts on /dashboard/availability; the member's
 * mail is in the outbox and the service page shows 'Geaccepteerd'. The two projects run in parallel: each
 * uses its own Saturday (8 or 9 weeks ahead) and its own requester, so their mails never mix.
 */
const PROFESSIONAL = 'professional@demo.kring.test';
const REQUESTER = { desktop: DEMO.participant, mobile: DEMO.multi } as const;
const DAY = 86_400_000;

const amsterdamDate = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(d);

/** The Saturday at least `weeks` weeks from today, as 'yyyy-MM-dd'. */
const saturdayAhead = (weeks: number): string => {
  const d = new Date(Date.parse(`${amsterdamDate(new Date())}T12:00:00Z`) + weeks * 7 * DAY);
  while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** 'zaterdag 23 januari 2027', as the page and the mail write it. */
const longDutchDate = (date: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(`${date}T12:00:00Z`));

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('a member requests a free slot of a professional, who accepts; the member is mailed', async ({
  page,
  browser,
}) => {
  const project = test.info().project.name === 'mobile' ? 'mobile' : 'desktop';
  const date = saturdayAhead(project === 'mobile' ? 9 : 8);
  const dateText = longDutchDate(date);
  const requester = REQUESTER[project];

  // The professional: save the week, and open the Saturday 10:00–12:00 (weekends are closed otherwise).
  await signIn(page, PROFESSIONAL);
  const services = (await (
    await page.request.get('/api/dashboard/services')
  ).json()) as DashboardServicesResponse;
  const service = services.items.find((s) => s.status !== 'draft' && !s.title.startsWith('E2E'));
  expect(service, 'a published seeded service').toBeTruthy();

  await page.goto('/dashboard/availability');
  await expect(page.getByRole('heading', { level: 1, name: 'Beschikbaarheid' })).toBeVisible();
  await expect(page.getByTestId('weekday-1').getByLabel('Maandag, tijdvak 1: begintijd')).toHaveValue(
    '09:00',
  );
  await page.getByTestId('save-weekly-hours').click();
  await expect(page.getByText('Je werktijden zijn opgeslagen.')).toBeVisible();

  const form = page.getByTestId('exception-form');
  await form.getByLabel('Datum').fill(date);
  await form.getByLabel('Andere tijden').check();
  await form.getByLabel('Van').fill('10:00');
  await form.getByLabel('Tot').fill('12:00');
  await form.getByLabel('Notitie (optioneel)').fill('Zaterdagspreekuur');
  await page.getByTestId('add-exception').click();
  await expect(page.getByText('De uitzondering is toegevoegd.')).toBeVisible();
  await expect(page.getByTestId('exception-list')).toContainText(dateText);

  // A visitor is sent to log in and back; signed in, the member picks the Saturday and its first slot.
  const member = await browser.newPage();
  await answerCookieBannerUpFront(member);
  await member.goto(`/dienst/${service?.id}`);
  await expect(member.getByRole('heading', { level: 2, name: 'Afspraak aanvragen' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Inloggen om aan te vragen' })).toHaveAttribute(
    'href',
    `/auth/login?from=${encodeURIComponent(`/dienst/${service?.id}`)}`,
  );
  await signIn(member, requester);
  await member.reload();
  // Five weeks at a time: page on until the Saturday is in view (the grid reloads for each window).
  const picker = member.getByTestId('day-picker');
  const day = picker.locator(`[data-date="${date}"]`);
  for (let i = 0; i < 4; i += 1) {
    await expect(picker).toBeVisible();
    if ((await day.count()) > 0) break;
    await member.getByTestId('picker-later').click();
  }
  await expect(day).toBeEnabled();
  await day.click();
  const firstSlot = member.getByTestId('slot-picker').getByRole('button').first();
  await expect(firstSlot).toHaveText(/^10:00–/);
  await firstSlot.click();
  await member.getByLabel('Bericht aan de professional (optioneel)').fill('Graag een wandeling op zaterdag.');
  await member.getByTestId('send-appointment').click();
  await expect(member.getByText('Je aanvraag is verstuurd.')).toBeVisible();
  const mine = member.getByTestId('my-appointment').filter({ hasText: dateText });
  await expect(mine).toContainText('Aangevraagd');

  // The professional accepts it (confirmed in a dialog).
  await page.reload();
  const card = page.getByTestId('incoming-request').filter({ hasText: dateText });
  await expect(card).toContainText('Graag een wandeling op zaterdag.');
  await card.getByTestId('accept-request').click();
  await page.getByTestId('confirm-answer').click();
  await expect(page.getByText('Afspraak geaccepteerd. We hebben de aanvrager gemaild.')).toBeVisible();
  await page.getByRole('tab', { name: /Geaccepteerd/ }).click();
  await expect(page.getByTestId('incoming-request').filter({ hasText: dateText })).toContainText(
    'Geaccepteerd',
  );

  // The member's mail is in the outbox, and the service page shows the new status.
  const mail = await latestMail(page.request, { to: requester, kind: 'appointment_accepted' });
  expect(mail.subject).toContain('heeft je afspraak geaccepteerd');
  expect(mail.text).toContain(`${dateText}, 10:00`);
  await member.reload();
  await expect(member.getByTestId('my-appointment').filter({ hasText: dateText })).toContainText(
    'Geaccepteerd',
  );
  await member.close();
});
