import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { seededMemberEmail } from './support/members';
import { signIn } from './support/signIn';

/**
 * A member tries out notifications on /novu-test: visitors are asked to sign in; a signed-in member sends
 * themself a test notification and watches it arrive in the bell's list live, sees which channels are off with
 * the way to the settings, and finds the push switch of this browser. Desktop and mobile use their own
 * seeded member (56, 57), so their notifications never mix.
 *
 * Push: headless Chromium has notification permission once granted, but no push service to subscribe with
 * (no network to FCM), so the journey asserts the permission states and that the service worker is registered
 * once the member turns push on; the push itself is proven by the API test against a local push service.
 */
// Push needs the service worker, which the other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('a member sends a test notification and sees it arrive', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  await answerCookieBannerUpFront(page);

  await page.goto('/novu-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Meldingen test' })).toBeVisible();
  await expect(page.getByText('Log in om een testmelding te sturen')).toBeVisible();
  await expect(page.getByTestId('novu-test-page').getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
    'href',
    /from=%2Fnovu-test/,
  );

  await signIn(page, seededMemberEmail(mobile ? 57 : 56));
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL ?? '').origin });
  await page.reload();

  // Before sending: the product-updates defaults (bell on, e-mail and push off, each with the way to turn it on).
  const channels = page.getByTestId('test-channels');
  await expect(page.getByTestId('channel-inApp-status')).toHaveText('Aan');
  await expect(page.getByTestId('channel-email-status')).toHaveText('Uit');
  await expect(page.getByTestId('channel-push-status')).toHaveText('Uit');
  await expect(
    channels.getByRole('link', { name: 'Aanzetten bij je meldingsinstellingen' }).first(),
  ).toHaveAttribute('href', '/dashboard/instellingen/notificaties');

  const title = `Test ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Bericht').fill('Komt deze melding live binnen?');
  await page.getByRole('button', { name: 'Testmelding versturen' }).click();

  await expect(page.getByTestId('channel-inApp-status')).toHaveText('Aangekomen', { timeout: 20_000 });
  await expect(page.getByTestId('test-arrival').filter({ hasText: title })).toBeVisible();
  await expect(page.getByTestId('channel-email-status')).toHaveText('Uit');

  // Push for this browser: permission granted, not subscribed until the member turns it on (the app itself
  // registers the offline service worker for every visitor, issue 17).
  const push = page.getByTestId('push-permission');
  // The headless shell of @sparticuz/chromium (used when the machine has no Chromium of its own) answers
  // Notification.permission with 'denied' whatever was granted; there the member sees the blocked state with
  // the way to allow notifications, and the switch itself is only exercised by a full Chromium (CI).
  if ((await page.evaluate(() => Notification.permission)) === 'denied') {
    await expect(push).toHaveAttribute('data-state', 'denied');
    await expect(push.getByText('Meldingen zijn geblokkeerd in deze browser')).toBeVisible();
    await expect(push.getByText('Zet ‘Meldingen’ op ‘Toestaan’.')).toBeVisible();
    testInfo.annotations.push({
      type: 'browser',
      description: 'push switch not available in the headless shell',
    });
    return;
  }
  await expect(push).toHaveAttribute('data-state', 'off');
  await push.getByRole('button', { name: 'Pushmeldingen aanzetten' }).click();
  // With a push service the switch turns on; headless it says the browser could not sign up. Either way the
  // service worker is now registered.
  await expect(
    push
      .getByRole('button', { name: 'Pushmeldingen uitzetten' })
      .or(page.getByText('Je browser kon zich niet aanmelden bij zijn pushdienst', { exact: false })),
  ).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/')))).toBe(
    true,
  );

  // The same switch sits on the notification settings.
  await page.goto('/dashboard/instellingen/notificaties');
  await expect(page.getByRole('heading', { name: 'Pushmeldingen in deze browser' })).toBeVisible();
});
