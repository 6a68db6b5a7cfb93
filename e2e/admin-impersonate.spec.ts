import { expect, test } from './support/test';
import { adminUserId, reservedMember } from './support/adminTargets';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * An admin views the app as a member (spec §4): toast 'Je bekijkt nu de app als deze gebruiker…' (spec: 'Now viewing as user...' in English), a banner with target, admin
 * and expiry on every page, the member's dashboard, then "Stoppen" returns to /admin as the admin.
 */
test('admin impersonates a member and stops again', async ({ page }, testInfo) => {
  const member = reservedMember(35, testInfo.project.name);
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  const userId = await adminUserId(page.request, member.email);

  await page.goto(`/admin/gebruiker/${userId}`);
  await page.getByRole('button', { name: 'Meekijken als gebruiker' }).click();
  const dialog = page.getByRole('dialog', { name: `Meekijken als ${member.fullName}` });
  await expect(dialog.getByLabel('Reden')).toHaveValue('Admin debugging');
  await dialog.getByRole('button', { name: 'Start meekijken' }).click();

  await expect(page.getByText('Je bekijkt nu de app als deze gebruiker…', { exact: true })).toBeVisible();
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText(member.fullName);
  await expect(banner).toContainText('Annemiek de Wit');
  await expect(banner).toContainText(/verloopt om \d{2}:\d{2}/);

  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/dashboard'));
  await expect(banner).toBeVisible();
  expect((await (await page.request.get('/api/session')).json()).user.email).toBe(member.email);
  await page.screenshot({ path: testInfo.outputPath('impersonating.png'), fullPage: true });

  // Admin pages are closed to this session.
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);

  await banner.getByRole('button', { name: 'Stoppen' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(banner).toBeHidden();
  expect((await (await page.request.get('/api/session')).json()).user.email).toBe(DEMO.admin);
});
