import { expect, test, type Locator } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { waitForHydration } from './support/hydration';

/** The four yearly plans of spec §9 as the landing page shows them (EUR excl. VAT). */
const YEARLY_PRICES = [
  { plan: 'participant', name: 'Deelnemer', amount: 14 },
  { plan: 'organization', name: 'Organisatie', amount: 80 },
  { plan: 'professional', name: 'Professional', amount: 90 },
  { plan: 'venue', name: 'Locatie', amount: 100 },
] as const;

/** Dutch euro as Dutch readers read it: "€ 14,00", a no-break space after the sign. */
const euro = (amount: number) => `€\u00a0${amount},00`;

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('visitor sees the hero and the four yearly prices with five weeks free', async ({ page }) => {
  await page.goto('/');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Samen bewust leven begint in de Kring' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scroll naar het welkom' })).toBeVisible();

  await expect(page.locator('[data-testid^="pricing-card-"]')).toHaveCount(YEARLY_PRICES.length);
  for (const { plan, name, amount } of YEARLY_PRICES) {
    const card = page.getByTestId(`pricing-card-${plan}`);
    await expect(card.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(card.getByTestId('plan-price')).toHaveText(euro(amount));
    await expect(card).toContainText('5 weken gratis');
    await expect(card).toContainText('per jaar, excl. btw');
    await expect(card.getByRole('link', { name: 'Start gratis proefperiode' })).toBeVisible();
  }
});

test('a logged-out visitor who starts a trial is sent to the pricing page first', async ({ page }) => {
  await page.goto('/');
  const trial = page
    .getByTestId('pricing-card-professional')
    .getByRole('link', { name: 'Start gratis proefperiode' });
  await expect(trial).toHaveAttribute('href', '/prijzen');
  await trial.click();
  await expect(page).toHaveURL((url) => url.pathname === '/prijzen');
  await expect(page.getByRole('heading', { level: 1, name: 'Prijzen' })).toBeVisible();
});

test('the welcome block and the closing calls to action lead to /prijzen and /events', async ({ page }) => {
  await page.goto('/');

  const welcome = page.getByRole('region', { name: 'Een thuis voor iedereen die bewust leeft' });
  await expect(welcome.getByRole('link', { name: 'Bekijk de lidmaatschappen' })).toHaveAttribute(
    'href',
    '/prijzen',
  );

  const closing = page.getByRole('region', { name: 'Klaar om aan te sluiten?' });
  await expect(closing.getByRole('link', { name: 'Bekijk de prijzen' })).toHaveAttribute('href', '/prijzen');
  const toEvents = closing.getByRole('link', { name: 'Ontdek evenementen' });
  await expect(toEvents).toHaveAttribute('href', '/events');

  await toEvents.click();
  await expect(page).toHaveURL((url) => url.pathname === '/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Evenementen' })).toBeVisible();

  await page.goBack();
  await page
    .getByRole('region', { name: 'Klaar om aan te sluiten?' })
    .getByRole('link', { name: 'Bekijk de prijzen' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/prijzen');
});

/** Whether React rendered or hydrated the element (its internal fiber key is on the node). */
const hasReact = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

test('the landing text stays the server’s HTML, and its links still move inside the app', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const welcome = page.getByRole('region', { name: 'Een thuis voor iedereen die bewust leeft' });
  // Issue 17 (Lighthouse TBT): React attaches to the hero, which has buttons, but leaves the text sections as the
  // server sent them (web/lib/ServerHtml.tsx) — it never renders or walks them on the first load.
  expect(await hasReact(page.getByRole('heading', { level: 1 }))).toBe(true);
  await expect(welcome).toBeVisible();
  expect(await hasReact(welcome)).toBe(false);
  expect(await hasReact(welcome.getByRole('link', { name: 'Bekijk de lidmaatschappen' }))).toBe(false);

  // A link in the kept HTML navigates inside the app, as a <Link> does: no new page load.
  await page.evaluate(() => Object.assign(window, { kringSamePage: true }));
  await welcome.getByRole('link', { name: 'Bekijk de lidmaatschappen' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/prijzen');
  await expect(page.getByRole('heading', { level: 1, name: 'Prijzen' })).toBeVisible();
  expect(await page.evaluate(() => 'kringSamePage' in window)).toBe(true);

  // Back on the landing page by the app's own navigation, React renders the sections as usual.
  await page.goBack();
  await expect(welcome).toBeVisible();
  expect(await hasReact(welcome)).toBe(true);
  expect(await page.evaluate(() => 'kringSamePage' in window)).toBe(true);
});
