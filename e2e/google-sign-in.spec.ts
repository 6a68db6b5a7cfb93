import { expect, test } from '@playwright/test';
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
