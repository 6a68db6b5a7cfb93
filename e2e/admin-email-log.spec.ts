import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { latestMail } from './support/mailbox';
import { DEMO, signIn } from './support/signIn';

/**
 * A newcomer signs up; the verification mail shows up in the admin e-mail log, as text and as sandboxed
 * HTML. A fresh address per run (sign-up is not rate-limited, unlike the reset and contact mails).
 */
test('admin reads a sent mail in the e-mail log', async ({ page }, testInfo) => {
  const email = `logboek-${testInfo.project.name}-${Date.now()}@example.test`;
  const origin = new URL(testInfo.project.use.baseURL ?? '').origin;
  const signedUp = await page.request.post('/api/auth/sign-up', {
    data: { name: 'Logboek Test', email, password: 'logboek-2026!', role: 'participant', acceptTerms: true },
    headers: { origin },
  });
  expect(signedUp.status()).toBe(201);

  // The helper other journeys use to read their mails.
  const mail = await latestMail(page.request, { to: email, kind: 'verify_email' });
  expect(mail.text).toContain('/auth/verify-email');
  expect(mail.html).toContain('<');

  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  await page.goto('/admin/instellingen/email-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'E-maillogboek' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByLabel('Ontvanger').fill(email);
  await page.getByRole('button', { name: 'Filteren' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('to') === email);
  const rows = page.getByTestId('email-log-row');
  await expect(rows.first()).toContainText(email);
  await expect(rows.first()).toContainText('verify_email');

  await rows
    .first()
    .getByRole('button', { name: `Bekijk e-mail aan ${email}: ${mail.subject}` })
    .click();
  const detail = page.getByTestId('email-log-detail');
  await expect(detail.getByRole('heading', { name: mail.subject })).toBeVisible();
  const frame = detail.getByTestId('email-log-html');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().getByRole('link').first()).toBeVisible();
  await detail.getByRole('button', { name: 'Tekst' }).click();
  await expect(detail.getByTestId('email-log-text')).toContainText('/auth/verify-email');
});
