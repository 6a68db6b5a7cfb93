import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/**
 * Issue 4 performance: the server puts the first events page and the event page's data into the HTML and
 * preloads the translations, so the first cards and the event render without an API round trip first.
 */

type Item = { id: string; slug: string; title: string };

/** Every request the page makes, by path (+ query). */
const recordRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
};

/** Preloaded translations are reused by i18next: one request per file, never a second one. */
const expectLocalesFetchedOnce = (requests: string[]) => {
  const locales = requests.filter((r) => r.startsWith('/locales/'));
  expect(locales.length).toBeGreaterThan(0);
  expect(new Set(locales).size).toBe(locales.length);
};

const firstEvents = async (page: Page): Promise<Item[]> => {
  const res = await page.request.get('/api/events?pageSize=10');
  return ((await res.json()) as { items: Item[] }).items;
};

test('the first filtered cards show without asking /api/events', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  const [event] = await firstEvents(page);
  const word = event!.title.split(/\s+/).find((w) => /^\p{L}{4,}$/u.test(w)) ?? event!.title;
  const requests = recordRequests(page);

  await page.goto(`/events?q=${encodeURIComponent(word)}`);
  const cards = page.getByTestId('event-card');
  await expect(cards.first()).toBeVisible();
  expect(requests.filter((r) => r.startsWith('/api/events'))).toEqual([]);
  await expect(cards.filter({ hasText: event!.title }).first()).toBeVisible();
  expect(requests.filter((r) => r.startsWith('/api/events'))).toEqual([]);
  expectLocalesFetchedOnce(requests);
});

test('a location filter still searches from the browser', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  const search = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/events');
  await page.goto('/events?location=Utrecht&radius=50');
  const request = await search;
  expect(new URL(request.url()).searchParams.get('near')).toMatch(/^\d+\.\d{6},\d+\.\d{6}$/);
});

test('the event page renders without asking for its detail', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  const events = await firstEvents(page);
  const event = events[1]!;
  const requests = recordRequests(page);

  await page.goto(`/evenement/${event.slug}`);
  await expect(page.getByTestId('event-title')).toHaveText(event.title);
  expect(requests.filter((r) => r.endsWith('/detail'))).toEqual([]);
  expectLocalesFetchedOnce(requests);

  // The id form of the address is keyed on the id.
  await page.goto(`/event/${event.id}`);
  await expect(page.getByTestId('event-title')).toHaveText(event.title);
  expect(requests.filter((r) => r.startsWith(`/api/events/${event.id}/detail`))).toEqual([]);
});
