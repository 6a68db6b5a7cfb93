import { expect, test } from './support/test';
import { adminUserId, reservedMember } from './support/adminTargets';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * An admin suspends a member (reason required): the member's open session ends at once and signing in
 * leads to /suspended; reinstating lets them in again. Re-runnable: a leftover suspension is lifted first.
 */
test('admin suspends a member and reinstates them', async ({ page, browser }, testInfo) => {
  const member = reservedMember(30, testInfo.project.name);
  const baseURL = testInfo.project.use.baseURL ?? '';
  const origin = new URL(baseURL).origin;
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  const userId = await adminUserId(page.request, member.email);
  await page.request.post(`/api/admin/users/${userId}/reinstate`, { headers: { origin } });

  // The member is signed in elsewhere.
  const memberContext = await browser.newContext({ baseURL, locale: 'nl-NL' });
  const memberPage = await memberContext.newPage();
  await answerCookieBannerUpFront(memberPage);
  await signIn(memberPage, member.email);
  expect((await (await memberPage.request.get('/api/session')).json()).user.email).toBe(member.email);

  await page.goto(`/admin/gebruiker/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: member.fullName })).toBeVisible();
  await page.getByRole('button', { name: 'Schorsen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account schorsen' });
  await dialog.getByRole('button', { name: 'Schorsen' }).click();
  await expect(dialog.getByText('Geef een reden op voor de schorsing.')).toBeVisible();
  await dialog.getByLabel('Reden').fill('Herhaaldelijk spam in het forum');
  await dialog.getByRole('button', { name: 'Schorsen' }).click();
  await expect(page.getByText(`${member.fullName} is geschorst.`)).toBeVisible();
  await expect(page.getByTestId('suspension-reason')).toContainText('Herhaaldelijk spam in het forum');
  await page.screenshot({ path: testInfo.outputPath('suspended-user.png'), fullPage: true });

  // The member's session is gone; signing in again lands on /suspended.
  expect((await (await memberPage.request.get('/api/session')).json()).user).toBeNull();
  await memberPage.goto('/inloggen');
  const form = memberPage.getByTestId('login-form');
  await form.getByLabel('E-mailadres').fill(member.email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill('kring-demo-2026');
  await memberPage.getByTestId('login-submit').click();
  await expect(memberPage).toHaveURL((url) => url.pathname === '/suspended');
  await expect(memberPage.getByTestId('suspended-page')).toBeVisible();

  // Reinstated: the member gets in again.
  await page.getByRole('button', { name: 'Heractiveren' }).click();
  await expect(page.getByText(`${member.fullName} kan weer inloggen.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schorsen' })).toBeVisible();
  const again = await memberPage.request.post('/api/auth/sign-in', {
    data: { email: member.email, password: 'kring-demo-2026' },
    headers: { origin },
  });
  expect(again.status()).toBe(200);
  await memberContext.close();
});
