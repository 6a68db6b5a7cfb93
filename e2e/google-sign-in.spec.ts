import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/**
 * The e2e server has no GOOGLE_CLIENT_ID/SECRET: the login page shows no Google button, and a stray return from
 * Google lands on the login page with an explanation instead of an error page. (The full Google round trip is
 * covered by server/modules/accounts/google.test.ts with credentials set.)
 */
test('without Google credentials there is no Google button, and a failed return is explained', async ({
  page,
}) => {
  await answerCookieBannerUpFront(page);
  await page.goto('/inloggen');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('google-sign-in')).toHaveCount(0);

  await page.goto('/auth/google/callback?code=abc&state=forged');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth/login' && url.searchParams.get('google') === 'failed',
  );
  await expect(page.getByTestId('google-failed')).toContainText('Inloggen met Google is niet gelukt.');
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('a Google return for an account with two-factor opens the code step; without a challenge it says so', async ({
  page,
}) => {
  await answerCookieBannerUpFront(page);
  // Where the server sends a Google sign-in of an account with TOTP (server/modules/accounts/google.ts).
  await page.goto(`/auth/login?tweestap=1&from=${encodeURIComponent('/dashboard/opgeslagen')}`);
  const form = page.getByTestId('two-factor-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('login-form')).toHaveCount(0);
  await form.getByRole('textbox').fill('123456');
  await form.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByTestId('two-factor-error')).toContainText(
    'Kon geen verificatie challenge aanmaken.',
  );
  await form.getByRole('button', { name: /Terug/ }).click();
  await expect(page.getByTestId('login-form')).toBeVisible();
});
