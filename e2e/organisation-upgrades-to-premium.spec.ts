import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, DEMO_PASSWORD, signIn } from './support/signIn';

/**
 * Issue 14 "Done when", on the built-in test checkout: a standard organisation upgrades to Organisatie Premium
 * yearly (€ 115 excl. VAT) from /prijzen, pays on the test checkout, lands on /checkout-success, sees the plan
 * on /dashboard/betalingen, can publish past the monthly limit of 10, cancels at period end and reactivates.
 * Desktop and mobile run at once on one database, so each project upgrades its own organisation.
 */
const OWNERS = { desktop: DEMO.organisation, mobile: 'carla.prins@de-voice-dialogue-school.kring.test' };

const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;
const ownerOf = () => (test.info().project.name === 'mobile' ? OWNERS.mobile : OWNERS.desktop);

const pad = (n: number) => String(n).padStart(2, '0');
const localDateTime = (days: number, time: string): string => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
};

/** Publishes through the API until the plan refuses (403): the standard plan's allowance is then used up. */
const useUpMonthlyAllowance = async (page: Page, stamp: number): Promise<void> => {
  let refused = false;
  for (let n = 0; n < 11 && !refused; n += 1) {
    const response = await page.request.post('/api/dashboard/events', {
      headers: { origin: origin() },
      data: {
        title: `Ademwerk in de kring ${stamp}-${n}`,
        mainType: 'event',
        startDate: new Date(Date.now() + (15 + n) * 86_400_000).toISOString(),
        city: 'Utrecht',
        publish: true,
      },
    });
    refused = response.status() === 403;
    if (!refused) expect(response.status(), await response.text()).toBe(201);
  }
  expect(refused, 'the standard plan refuses the 11th publication of the month').toBe(true);
};

/** Pricing → checkout → test checkout for Organisatie Premium, yearly. */
const startPremiumCheckout = async (page: Page) => {
  await page.goto('/prijzen');
  await expect(page.getByRole('heading', { level: 1, name: 'Prijzen' })).toBeVisible();
  await expect(page.getByTestId('vat-note')).toContainText('Alle prijzen zijn exclusief 21% btw');
  await page.getByRole('button', { name: '1 jaar', exact: true }).click();
  const card = page.getByTestId('plan-card-organization_premium');
  await expect(card.getByTestId('plan-price')).toHaveText('€\u00a0115');
  await expect(card).toContainText('Premium');
  await card.getByRole('link', { name: 'Kies Organisatie Premium, 1 jaar' }).click();

  await expect(page).toHaveURL(/\/checkout\?plan=organization_premium&interval=year$/);
  const summary = page.getByTestId('checkout-summary');
  await expect(summary.getByTestId('checkout-plan')).toContainText('Organisatie Premium');
  await expect(summary.getByTestId('checkout-amount')).toHaveText('€\u00a0115,00');
  await expect(summary.getByTestId('checkout-total')).toHaveText('€\u00a0139,15');
  await page.getByLabel('Naam', { exact: true }).fill('Carla de Vries');
  await page.getByLabel('Straat en huisnummer').fill('Oudegracht 1');
  await page.getByLabel('Postcode').fill('3511 AA');
  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByTestId('checkout-submit').click();

  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('test-checkout-notice')).toContainText(
    'Testomgeving — er wordt niets afgeschreven',
  );
  await expect(page.getByTestId('test-checkout-amount')).toHaveText('€\u00a0115,00');
  await expect(page.getByTestId('test-checkout-vat')).toHaveText('€\u00a024,15');
  await expect(page.getByTestId('test-checkout-total')).toHaveText('€\u00a0139,15');
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('an organisation upgrades to premium yearly, publishes an 11th event, cancels, reactivates and moves to two years', async ({
  page,
}) => {
  const stamp = Date.now();
  await signIn(page, ownerOf());
  await useUpMonthlyAllowance(page, stamp);

  // A failed payment first: nothing changes and the checkout says so in Dutch.
  await startPremiumCheckout(page);
  await page.getByRole('button', { name: 'Betaling laten mislukken' }).click();
  await expect(page).toHaveURL(/\/checkout\?.*checkout=failed/);
  await expect(page.getByTestId('checkout-outcome')).toContainText('De betaling is mislukt');
  const before = await page.request.get('/api/subscriptions/me');
  const mineBefore = (await before.json()) as { current: { planId: string; status: string } | null };
  expect(
    mineBefore.current?.planId === 'organization_premium' && mineBefore.current.status === 'active',
  ).toBe(false);

  // Now pay.
  await startPremiumCheckout(page);
  await page.getByRole('button', { name: 'Betaling voltooien' }).click();
  await expect(page).toHaveURL(/\/checkout-success\?session=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('activation-status')).toContainText('Je abonnement is actief');
  await expect(page.getByTestId('success-plan')).toHaveText('Organisatie Premium');
  await expect(page.getByTestId('success-amount')).toHaveText('€\u00a0139,15');

  await page.getByRole('link', { name: 'Bekijk betalingen en facturen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/betalingen$/);
  const plan = page.getByTestId('current-plan');
  await expect(plan.getByTestId('current-plan-name')).toHaveText('Organisatie Premium');
  await expect(plan.getByTestId('premium-badge')).toHaveText('Premium');
  await expect(plan.getByTestId('subscription-status')).toHaveText('Actief');
  await expect(plan.getByTestId('next-amount')).toContainText('€\u00a0115,00 excl. btw');
  // The paid invoice, numbered KR-{year}-{seq}.
  await expect(page.getByTestId('invoice-list')).toContainText(/KR-\d{4}-\d{6}/);

  // Premium publishes without a monthly limit: the 11th event of the month goes through the UI.
  const title = `Premium ademavond ${stamp}`;
  await page.goto('/dashboard/evenementen/create');
  await page.getByLabel('Titel').fill(title);
  await page.getByRole('combobox', { name: 'Hoofdcategorie' }).selectOption('event');
  await page.getByLabel('Begint op').fill(localDateTime(30, '20:00'));
  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByTestId('publish-event').click();
  await expect(page).toHaveURL(/\/dashboard\/evenementen\/edit\/[a-z0-9-]+$/);
  await expect(page.getByTestId('plan-limit-alert')).toHaveCount(0);

  // Cancel at period end, then reactivate.
  await page.goto('/dashboard/betalingen');
  await page.getByRole('button', { name: 'Abonnement opzeggen' }).click();
  await page.getByTestId('cancel-confirm').click();
  await expect(page.getByText('Abonnement geannuleerd')).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Stopt aan einde periode');
  await expect(page.getByTestId('current-plan-period')).toContainText('Stopt op');
  await page.getByRole('button', { name: 'Heractiveren' }).click();
  await expect(page.getByText('Abonnement heractiveerd')).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Actief');

  // The syncs answer in Dutch; nothing is out of date right after the webhook.
  await page.getByRole('button', { name: 'Synchroniseer rollen' }).click();
  await expect(page.getByText('Rollen up-to-date')).toBeVisible();

  // Two years instead of one: the prorated difference is paid on the test checkout.
  await page.getByRole('button', { name: 'Wijzig abonnement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abonnement wijzigen' });
  await dialog.getByRole('button', { name: '2 jaar', exact: true }).click();
  await expect(dialog.getByTestId('change-price')).toContainText('Nu te betalen (verrekend)');
  await dialog.getByTestId('change-confirm').click();
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Betaling voltooien' }).click();
  await expect(page.getByTestId('activation-status')).toContainText('Je abonnement is actief');
  await page.goto('/dashboard/betalingen');
  await expect(page.getByTestId('current-plan')).toContainText('2 jaar');
});

test('a signed-out visitor who picks a plan logs in, returns to that checkout and finds payments', async ({
  page,
}) => {
  await page.goto('/prijzen/organization');
  await page.getByRole('link', { name: 'Kies Organisatie Premium, 1 jaar' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?from=/);
  expect(new URL(page.url()).searchParams.get('from')).toBe(
    '/checkout?plan=organization_premium&interval=year',
  );

  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mailadres').fill(DEMO.participant);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/checkout\?plan=organization_premium&interval=year$/);
  await expect(page.getByTestId('checkout-plan')).toContainText('Organisatie Premium');

  // Participants pay too: their payments page opens (not the dashboard fallback).
  await page.goto('/dashboard/betalingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Betalingen' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/betalingen$/);
});
