import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { latestMail } from './support/mailbox';
import { seededMemberEmail } from './support/members';

/**
 * The two mail journeys of issue 3: a newcomer signs up, confirms through the link in the mail and signs in;
 * a member who forgot the password resets it through the mailed link and signs in with the new one. Mails are
 * read from the admin e-mail log (the outbox), as a newcomer without a mail server would.
 */
test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

/** The path + query of the first link in a mail that points into the app. */
const linkPath = (text: string, path: string): string => {
  const link = text.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const signInWithForm = async (page: Page, email: string, password: string) => {
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
};

test('sign up → confirm from the mail → sign in → dashboard', async ({ page }, info) => {
  const email = `nieuw.${info.project.name}.${Date.now()}@voorbeeld.nl`;
  const password = 'een-goed-wachtwoord';
  await page.goto('/gratis-proefperiode?role=participant');
  const form = page.getByTestId('signup-form');
  await form.getByLabel('Naam').fill('Fenna Nieuw');
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await form.getByRole('checkbox').check();
  await page.getByTestId('signup-submit').click();
  await expect(page.getByText('Check je inbox')).toBeVisible();

  // Not confirmed yet: the login says so.
  await page.goto('/inloggen');
  await signInWithForm(page, email, password);
  await expect(page.getByTestId('login-error')).toContainText('Email nog niet bevestigd.');

  const mail = await latestMail(page.request, { to: email, kind: 'verify_email' });
  await page.goto(linkPath(mail.text, '/auth/verify-email'));
  await expect(page.getByTestId('verify-success')).toContainText('Je e-mailadres is bevestigd');
  await page.getByTestId('verify-success').getByRole('link', { name: 'Inloggen' }).click();

  await signInWithForm(page, email, password);
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/dashboard'));
  const session = await (await page.request.get('/api/session')).json();
  expect(session.user).toMatchObject({ email, name: 'Fenna Nieuw', emailVerified: true });
});

test('forgot password → mailed link → new password → sign in', async ({ page }, info) => {
  // Members 42 (desktop) and 43 (mobile) belong to this journey only.
  const email = seededMemberEmail(info.project.name === 'mobile' ? 43 : 42);
  const password = `nieuw-wachtwoord-${Date.now()}`;
  await page.goto('/wachtwoord-vergeten');
  await page.getByTestId('forgot-form').getByLabel('E-mailadres').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  const mail = await latestMail(page.request, { to: email, kind: 'reset_password' });
  const path = linkPath(mail.text, '/auth/callback');
  expect(new URLSearchParams(path.split('?')[1]).get('type')).toBe('recovery');
  await page.goto(path);
  const reset = page.getByTestId('reset-form');
  await reset.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
  await reset.getByLabel('Herhaal je nieuwe wachtwoord').fill(password);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-success')).toBeVisible();

  await page.getByTestId('reset-success').getByRole('link', { name: 'Inloggen' }).click();
  await signInWithForm(page, email, password);
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/dashboard'));
});
