import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { seededMemberEmail } from './support/members';
import { DEMO_PASSWORD } from './support/signIn';

/**
 * A session that ends elsewhere (signed out from another device) shows 'Sessie verlopen. Log opnieuw in.' as soon
 * as the tab becomes visible again, and a guarded page sends the user to the login with the way back.
 * Members 40 (desktop) and 41 (mobile) are used by this spec only.
 */
test('an ended session says so and goes to the login with from', async ({ page, browser, baseURL }, info) => {
  const email = seededMemberEmail(info.project.name === 'mobile' ? 41 : 40);
  const origin = new URL(baseURL ?? '').origin;
  await answerCookieBannerUpFront(page);
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin },
  });
  expect(signIn.status()).toBe(200);
  await page.goto('/dashboard/instellingen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The same member on another device signs out every other session.
  const other = await browser.newContext({ baseURL: origin });
  const otherSignIn = await other.request.post('/api/auth/sign-in', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin },
  });
  expect(otherSignIn.status()).toBe(200);
  const revoked = await other.request.delete('/api/me/sessions', { headers: { origin } });
  expect((await revoked.json()).revoked).toBeGreaterThanOrEqual(1);
  await other.close();

  // Back to the first tab.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page.getByText('Sessie verlopen. Log opnieuw in.')).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth/login' && url.searchParams.get('from') === '/dashboard/instellingen',
  );
});
