import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, DEMO_PASSWORD } from './support/signIn';

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('a visitor on a members-only page is told why, signs in from there and comes back to it', async ({
  page,
}) => {
  await page.goto('/professionals?type=coach');
  await expect(page).toHaveURL((url) => url.pathname === '/restricted');
  const restricted = page.getByTestId('restricted-page');
  await expect(restricted.getByRole('heading', { level: 1, name: 'Alleen voor leden' })).toBeVisible();
  await expect(restricted.getByRole('link', { name: 'Start je gratis proefperiode' })).toHaveAttribute(
    'href',
    '/start-free-trial',
  );
  await expect(restricted.getByRole('link', { name: 'Bekijk de prijzen' })).toHaveAttribute(
    'href',
    '/prijzen',
  );

  await restricted.getByTestId('restricted-login').click();
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mailadres').fill(DEMO.participant);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/professionals' && url.searchParams.get('type') === 'coach',
  );
});

test('a Google return reached inside the app asks the server once, then explains the failed sign-in', async ({
  page,
}) => {
  await page.goto('/inloggen');
  await expect(page.getByTestId('login-form')).toBeVisible();
  // An in-app navigation (no page load): the router renders the SPA screen of this path, which hands it to the
  // server; without Google credentials the server sends the user back to the login page with the reason.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/auth/google/callback?code=abc&state=forged');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth/login' && url.searchParams.get('google') === 'failed',
  );
  await expect(page.getByTestId('google-failed')).toContainText('Inloggen met Google is niet gelukt.');
});
