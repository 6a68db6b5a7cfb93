import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/** Texts of the header and landing page in both languages (web/public/locales/{nl,en}). */
const TEXT = {
  nl: {
    hero: 'Samen bewust leven begint in de Kring',
    login: 'Inloggen',
    trialBadge: '5 weken gratis',
    closing: 'Klaar om aan te sluiten?',
  },
  en: {
    hero: 'Conscious living together starts in the Kring',
    login: 'Log in',
    trialBadge: '5 weeks free',
    closing: 'Ready to join?',
  },
} as const;

const expectLanguage = async (page: Page, lng: keyof typeof TEXT) => {
  const text = TEXT[lng];
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.getByRole('heading', { level: 1, name: text.hero })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: text.login, exact: true })).toBeVisible();
  await expect(page.getByTestId('pricing-card-venue')).toContainText(text.trialBadge);
  await expect(page.getByRole('heading', { name: text.closing })).toBeVisible();
  await expect(page.getByTestId(`language-switch-${lng}`)).toHaveAttribute('aria-pressed', 'true');
};

test('visitor switches to English, keeps it after a reload and switches back to Dutch', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  await page.goto('/');
  await expectLanguage(page, 'nl');

  const languageSwitch = page.getByTestId('language-switch');
  await languageSwitch.getByRole('button', { name: 'English' }).click();
  await expectLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.nl.hero })).toHaveCount(0);

  await page.reload();
  await expectLanguage(page, 'en');

  // Another page in the same visit is English as well.
  await page.getByRole('banner').getByRole('link', { name: TEXT.en.login, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/inloggen');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in', exact: true })).toBeVisible();
  await page.goBack();

  await page.getByTestId('language-switch').getByRole('button', { name: 'Nederlands' }).click();
  await expectLanguage(page, 'nl');
  await page.reload();
  await expectLanguage(page, 'nl');
});

test("an English visitor's page says lang=en only once it shows English, not over the server's Dutch HTML", async ({
  page,
}) => {
  await answerCookieBannerUpFront(page);
  await page.addInitScript(() => {
    window.localStorage.setItem('kring.lang', 'en');
    // Each change of <html lang>, with the heading on screen at that moment.
    const seen: { lang: string; h1: string | null }[] = [];
    (window as unknown as { langChanges: typeof seen }).langChanges = seen;
    new MutationObserver(() =>
      seen.push({
        lang: document.documentElement.lang,
        h1: document.querySelector('h1')?.textContent ?? null,
      }),
    ).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang'] });
  });
  await page.goto('/');
  await expectLanguage(page, 'en');
  const changes = await page.evaluate(
    () => (window as unknown as { langChanges: { lang: string; h1: string | null }[] }).langChanges,
  );
  expect(changes.filter((change) => change.lang === 'en').length).toBeGreaterThan(0);
  // The server renders Dutch: while its heading was on screen, the page must not have claimed English.
  expect(changes.filter((change) => change.lang === 'en' && change.h1 === TEXT.nl.hero)).toEqual([]);
});
