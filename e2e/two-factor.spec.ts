import { expect, test, type Page } from './support/test';
import * as OTPAuth from 'otpauth';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO_PASSWORD, signIn } from './support/signIn';

/**
 * A member turns on two-factor authentication with an authenticator app (codes from the independent npm library otpauth), signs
 * out, signs in with the code (a wrong one first), and removes the factor again so the account is as found.
 * Seeded members nobody else's journey uses, one per project (desktop and mobile run in parallel).
 */
const ACCOUNTS: Record<string, string> = {
  desktop: 'sietske.vandenbroek@leden.kring.test',
  mobile: 'ilse.vandijk@leden.kring.test',
};
const SECURITY_PAGE = '/dashboard/instellingen/beveiliging';
const CODE_INVALID = 'De ingevoerde code is onjuist. Probeer opnieuw.';
const STEP_MS = 30_000;

/** The codes of `window` consecutive 30-s steps starting `fromMs` ago (default: the current step only). */
const totpCodes = (secret: string, opts: { fromMs?: number; window?: number } = {}): string[] => {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const start = Date.now() - (opts.fromMs ?? 0);
  return Array.from({ length: opts.window ?? 1 }, (_, i) =>
    totp.generate({ timestamp: start + i * STEP_MS }),
  );
};
const currentCode = (secret: string): string => totpCodes(secret)[0] ?? '';

/** A 6-digit code valid for none of the steps the server accepts around now. */
const wrongCode = (secret: string): string => {
  const valid = new Set(totpCodes(secret, { fromMs: 2 * STEP_MS, window: 5 }));
  for (let n = 13579; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
};

/**
 * A code other than `used` (the server takes each code once): the current one, or else the next step's, which the
 * server accepts as well (one step either side, for a phone whose clock runs a little ahead), instead of waiting
 * up to 30 s for the step to turn.
 */
const freshCode = async (page: Page, secret: string, used: string): Promise<string> => {
  const [current = '', next = ''] = totpCodes(secret, { window: 2 });
  if (current !== used) return current;
  if (next !== used) return next;
  await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
  return currentCode(secret);
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('a member enrols TOTP, signs in with the code and removes the factor again', async ({ page }) => {
  test.setTimeout(120_000);
  const email = ACCOUNTS[test.info().project.name] ?? ACCOUNTS.desktop ?? '';
  await signIn(page, email);
  await page.goto(SECURITY_PAGE);
  const section = page.getByTestId('two-factor-section');
  await expect(section.getByTestId('two-factor-status')).toHaveText('Uit');

  // Enrol: password, then the QR code with the secret in groups of four.
  await section.getByRole('button', { name: 'Instellen' }).click();
  await section.getByLabel('Je wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(section.getByRole('img', { name: /QR-code/ })).toBeVisible();
  const grouped = (await section.getByTestId('totp-secret').textContent()) ?? '';
  expect(grouped).toMatch(/^([A-Z2-7]{4} )*[A-Z2-7]{1,4}$/);
  const secret = grouped.replace(/\s+/g, '');

  // A wrong first code: the Dutch message under the input, the typed code stays.
  const codeInput = section.getByLabel('Code uit je app');
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  const wrong = wrongCode(secret);
  await codeInput.fill(wrong);
  await section.getByRole('button', { name: 'Activeren' }).click();
  await expect(section.locator('#totp-code-error')).toHaveText(CODE_INVALID);
  await expect(codeInput).toHaveValue(wrong);

  const activationCode = currentCode(secret);
  await codeInput.fill(activationCode);
  await section.getByRole('button', { name: 'Activeren' }).click();
  const recovery = section.getByTestId('recovery-codes');
  await expect(recovery).toContainText('Two-factor authenticatie is nu actief voor je account.');
  await expect(recovery).toContainText('Je ziet deze codes maar één keer.');
  await expect(recovery.getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Downloaden (.txt)' })).toBeVisible();
  await recovery.getByRole('button', { name: 'Ik heb mijn codes bewaard' }).click();
  await expect(section.getByTestId('two-factor-status')).toHaveText('Aan');
  await expect(section.getByTestId('factor-row')).toHaveCount(1);

  // Sign out, then sign in: the password alone is not enough any more.
  await page.goto('/inloggen');
  await page.getByRole('main').getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/auth/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  const challenge = page.getByTestId('two-factor-form');
  await challenge.getByLabel('Verificatiecode').fill(wrongCode(secret));
  await challenge.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByTestId('two-factor-error')).toContainText(CODE_INVALID);

  await challenge.getByLabel('Verificatiecode').fill(await freshCode(page, secret, activationCode));
  await challenge.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/dashboard'));
  expect((await (await page.request.get('/api/session')).json()).user).toMatchObject({
    email,
    twoFactorEnabled: true,
  });

  // Leave the account as found: remove the factor through the dialog.
  await page.goto(SECURITY_PAGE);
  await section.getByRole('button', { name: /^Verwijderen/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Je wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('De authenticatie factor is succesvol verwijderd.')).toBeVisible();
  await expect(section.getByTestId('two-factor-status')).toHaveText('Uit');
});
