import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/**
 * Resilience of the web app (spec §4, §8, §9): a blocked events API gives an empty list with a notice, opens
 * the events breaker (calls then fail at once, without a request) and recovers after its 30 s reset; a page
 * chunk that cannot be downloaded is retried before the error page, whose retry loads the page once the
 * chunk is back.
 */

const EVENTS_API = '**/api/events**';

/** A client-side navigation (the router follows popstate), the same on desktop and phone. */
const navigateInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
};

/** A finger drag down from the top of the page (Chromium touch input), as in the mobile menu journey. */
const pullDown = async (page: Page, distance: number): Promise<void> => {
  const cdp = await page.context().newCDPSession(page);
  const x = 200;
  const startY = 200;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: startY }] });
  for (let i = 1; i <= 8; i += 1) {
    const y = startY + Math.round((distance * i) / 8);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('a blocked events API: empty list with a notice, the breaker opens, the list comes back after its reset', async ({
  page,
  isMobile,
}) => {
  const log: string[] = [];
  page.on('console', (message) => log.push(message.text()));
  await page.clock.install();
  // From another page, so the events list is not in the HTML and must come from the API.
  await page.goto('/about');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  let blocked = 0;
  await page.route(EVENTS_API, (route) => {
    blocked += 1;
    return route.abort();
  });
  await navigateInApp(page, '/events');

  // Four attempts (three retries of spec §9), then the empty list with the notice.
  const notice = page.getByTestId('events-unavailable');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('Lijst tijdelijk niet beschikbaar');
  // The reason: offline, or (when other events calls failed too) the breaker already open.
  await expect(notice).toContainText(
    /Geen internetverbinding\.|Deze gegevens zijn tijdelijk niet bereikbaar/,
  );
  await expect(page.getByTestId('event-card')).toHaveCount(0);
  expect(blocked).toBeGreaterThanOrEqual(4);

  // The fifth failure within 3 minutes opens the events breaker: the retry's own retry is refused at once.
  await notice.getByRole('button', { name: 'Probeer opnieuw' }).click();
  await expect(notice).toContainText('Deze gegevens zijn tijdelijk niet bereikbaar', { timeout: 10_000 });
  expect(blocked).toBeGreaterThanOrEqual(5);
  expect(log).toContain('Circuit breaker database:events is OPEN');
  expect(log.some((line) => /^Circuit breaker database:events is OPEN\. Retry in \d+s$/.test(line))).toBe(
    true,
  );
  // The raw internal text is never shown.
  await expect(page.getByText(/Circuit breaker/)).toHaveCount(0);

  if (isMobile) {
    // A pull-to-refresh while the breaker is open fails: 'Kon pagina niet vernieuwen.'
    await page.evaluate(() => window.scrollTo(0, 0));
    await pullDown(page, 140);
    await expect(page.getByTestId('pull-to-refresh')).toContainText('Kon pagina niet vernieuwen.');
  }

  // The API is back, but the breaker stays open until its reset time: still no request.
  await page.unroute(EVENTS_API);
  let requests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/events')) requests += 1;
  });
  await notice.getByRole('button', { name: 'Probeer opnieuw' }).click();
  await expect(notice).toContainText('Deze gegevens zijn tijdelijk niet bereikbaar');
  expect(requests).toBe(0);

  // 30 s later the breaker is half-open: one trial call, which succeeds and closes it.
  await page.clock.fastForward('00:31');
  await notice.getByRole('button', { name: 'Probeer opnieuw' }).click();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(log).toContain('Circuit breaker database:events is HALF-OPEN');
  expect(log).toContain('Circuit breaker database:events is CLOSED');
});

test('a page chunk that cannot be downloaded is retried, then the error page; its retry loads the page', async ({
  page,
}) => {
  const log: string[] = [];
  page.on('console', (message) => log.push(message.text()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const chunk = /\/assets\/AboutPage-[\w-]+\.js(\?retry=[\w-]+)?$/;
  let attempts = 0;
  await page.route(chunk, (route) => {
    attempts += 1;
    return route.abort();
  });
  await navigateInApp(page, '/about');

  // Three retries after 1, 2 and 4 s, then the error boundary.
  const retry = page.getByTestId('error-retry');
  await expect(page.getByRole('heading', { name: 'Oeps! Er ging iets mis' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(retry).toBeVisible();
  // Four downloads at least (the browser may also have asked for a preload of it).
  expect(attempts).toBeGreaterThanOrEqual(4);
  expect(log.filter((line) => line.startsWith('Chunk load failed, retry'))).toHaveLength(3);

  // The chunk is back: 'Probeer opnieuw' loads the page.
  await page.unroute(chunk);
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Oeps! Er ging iets mis' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a chunk download that recovers during the retries shows the page without the error page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chunk = /\/assets\/AboutPage-[\w-]+\.js(\?retry=[\w-]+)?$/;
  let attempts = 0;
  await page.route(chunk, async (route) => {
    attempts += 1;
    // The first download fails; the retry a second later finds the network back.
    if (attempts === 1) return route.abort();
    return route.continue();
  });
  await navigateInApp(page, '/about');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Oeps! Er ging iets mis')).toHaveCount(0);
  // The failed download happened; the retry got the chunk (from the network or the browser's preload).
  expect(attempts).toBeGreaterThanOrEqual(1);
});
