import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/** A demo member signs in (wrong password first), lands where they were going, and signs out again. */
test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('a wrong password shows the Dutch message and keeps the e-mail', async ({ page }) => {
  await page.goto('/inloggen');
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mailadres').fill('deelnemer@demo.kring.test');
  await form.getByLabel('Wachtwoord', { exact: true }).fill('niet-het-wachtwoord');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText(
    'Ongeldige inloggegevens. Controleer je email en wachtwoord.',
  );
  await expect(form.getByLabel('E-mailadres')).toHaveValue('deelnemer@demo.kring.test');
});

test('the demo member signs in, returns to ?from= and signs out to the home page', async ({ page }) => {
  await page.goto('/auth/login?from=/roadmap');
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mailadres').fill('deelnemer@demo.kring.test');
  await form.getByLabel('Wachtwoord', { exact: true }).fill('kring-demo-2026');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL((url) => url.pathname === '/roadmap');

  const session = await page.request.get('/api/session');
  expect((await session.json()).user.email).toBe('deelnemer@demo.kring.test');

  // An unsafe cross-site request with the session cookie is refused (CSRF).
  const forged = await page.request.post('/api/auth/sign-out', {
    headers: { Origin: 'https://evil.example' },
  });
  expect(forged.status()).toBe(403);

  await page.goto('/inloggen');
  await page.getByRole('main').getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
});
