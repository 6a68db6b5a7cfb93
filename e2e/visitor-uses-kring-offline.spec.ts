import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { seededMemberEmail } from './support/members';
import { signIn } from './support/signIn';

/**
 * The installable, offline-capable app (issue 17, web/serviceWorker): the service worker installs and controls
 * the page, the manifest makes the app installable, a member's saved events and tickets stay readable without
 * a connection, a page never visited shows the Dutch offline page, and a new version is announced with a
 * reload button. The other journeys block service workers (playwright.config.ts); these allow them.
 */
test.use({ serviceWorkers: 'allow' });

const waitForServiceWorker = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });
};

test('the service worker installs, controls the page and the app can be installed', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  await page.goto('/events');
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => caches.keys())).toContain('kring-precache-v2');

  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    start_url: string;
    icons: { src: string; purpose: string; sizes: string }[];
    shortcuts: { url: string }[];
  };
  expect(manifest.start_url).toBe('/events');
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/events', '/community', '/dashboard']);
  for (const icon of manifest.icons) {
    expect((await page.request.get(icon.src)).ok()).toBe(true);
  }

  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['service-worker-allowed']).toBe('/');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('saved events and tickets stay readable offline; an unvisited page shows the offline page', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL ?? '').origin;
  await answerCookieBannerUpFront(page);
  await signIn(page, seededMemberEmail(testInfo.project.name === 'mobile' ? 19 : 18));
  const list = (await (await page.request.get('/api/events?pageSize=1')).json()) as {
    items: { id: string; title: string }[];
  };
  const event = list.items[0];
  if (!event) throw new Error('the seed has no events');
  const saved = await page.request.put(`/api/me/favorites/events/${event.id}`, { headers: { origin } });
  expect(saved.ok()).toBe(true);

  await page.goto('/events');
  await waitForServiceWorker(page);
  // Online once, through the worker: the pages and their data are kept for later.
  await page.goto('/dashboard/opgeslagen');
  await expect(page.getByTestId('saved-events').getByText(event.title).first()).toBeVisible();
  await page.goto('/dashboard/tickets');
  await expect(page.getByTestId('my-tickets-page')).toBeVisible();

  await context.setOffline(true);
  await page.goto('/dashboard/opgeslagen');
  await expect(page.getByTestId('saved-events').getByText(event.title).first()).toBeVisible();
  await page.goto('/dashboard/tickets');
  await expect(page.getByTestId('my-tickets-page')).toBeVisible();
  await expect(page.getByTestId('my-tickets-page').getByRole('alert')).toHaveCount(0);

  // Never visited: the offline page, in Dutch, at the address asked for.
  await page.goto('/community');
  const offline = page.getByTestId('offline-page');
  await expect(offline.getByRole('heading', { level: 1, name: 'Je bent offline' })).toBeVisible();
  await expect(offline.getByRole('link', { name: 'Je opgeslagen evenementen' })).toHaveAttribute(
    'href',
    '/dashboard/opgeslagen',
  );
  expect(new URL(page.url()).pathname).toBe('/community');
  await offline.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(offline.getByRole('status')).toHaveText('Nog steeds geen verbinding. Probeer het zo weer.');

  // Back online, the same button loads the page itself.
  await context.setOffline(false);
  await offline.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test("a new version is announced with 'Nieuwe versie beschikbaar' and its reload button activates it", async ({
  page,
}) => {
  await answerCookieBannerUpFront(page);
  await page.goto('/events');
  await waitForServiceWorker(page);

  // A release stands in as the same worker under another URL: the browser installs it, and it waits.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?release=next', { scope: '/' }));
  await expect(page.getByText('Nieuwe versie beschikbaar')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'))).toBe(
    true,
  );

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Herladen' }).click();
  await reloaded;
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js\?release=next$/);
});
