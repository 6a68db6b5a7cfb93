import { expect, test, type Locator, type Page, type Response } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/**
 * The event browser (spec §2/§5): filters narrow the results, the URL says exactly which filters are on,
 * the same URL in a new page shows the same results, Back restores the previous filters, the map shows
 * markers. Results are checked against the API's answer for the page's own request.
 */

type SearchItem = {
  slug: string;
  title: string;
  startDate: string;
  price: number | null;
  minTicketPrice: number | null;
  activeTicketCount: number;
  isPremiumOrganizer: boolean;
  distanceKm: number | null;
  categories: { slug: string; name: string }[];
};

type SearchAnswer = { url: URL; total: number; items: SearchItem[] };

const isSearch = (response: Response): boolean => {
  const url = new URL(response.url());
  return url.pathname === '/api/events' && response.request().method() === 'GET' && response.ok();
};

/**
 * The event browser's own search requests (GET /api/events, first page), in order. `next(accept)` waits for
 * the first answer not read yet whose request parameters `accept` says belong to the state under test (a
 * debounce or a filter step in between may send other requests first), with no fixed sleep.
 */
const searchResults = (page: Page) => {
  const answers: SearchAnswer[] = [];
  let read = 0;
  page.on('response', (response) => {
    if (!isSearch(response)) return;
    const url = new URL(response.url());
    if ((url.searchParams.get('page') ?? '1') !== '1') return;
    // A request the page cancelled (a newer filter came) has no body to read: skip it.
    response.json().then(
      (body: { total: number; items: SearchItem[] }) => answers.push({ url, ...body }),
      () => undefined,
    );
  });
  const find = (accept: (params: URLSearchParams) => boolean) =>
    answers.findIndex((answer, i) => i >= read && accept(answer.url.searchParams));
  return {
    next: async (accept: (params: URLSearchParams) => boolean): Promise<SearchAnswer> => {
      await expect.poll(() => find(accept), { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
      const at = find(accept);
      read = at + 1;
      return answers[at]!;
    },
  };
};

/**
 * The first page the server put into the page's HTML (server/modules/events/pageData.ts): a filter without a
 * location needs no /api/events request on load, so its answer is read from the document instead.
 */
const embeddedResults = async (response: Response | null): Promise<SearchAnswer> => {
  const html = (await response?.text()) ?? '';
  const json = /<script id="kring-initial-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no first page in the HTML');
  const [entry] = JSON.parse(json) as {
    key: [string, string, Record<string, string | number>];
    data: { pages: [{ total: number; items: SearchItem[] }] };
  }[];
  const url = new URL('/api/events', response!.url());
  for (const [key, value] of Object.entries(entry!.key[2])) url.searchParams.set(key, String(value));
  return { url, ...entry!.data.pages[0] };
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

/** The filter controls: the sidebar on wide screens, the 'Filters' sheet on phones. */
const openFilters = async (page: Page): Promise<Locator> => {
  const button = page.getByTestId('events-filters-button');
  if (await button.isVisible()) {
    await button.click();
    return page.getByTestId('events-filter-sheet');
  }
  return page.getByTestId('events-filters');
};

const closeFilters = async (page: Page): Promise<void> => {
  const done = page.getByTestId('events-filter-sheet-done');
  if (await done.isVisible()) await done.click();
  await expect(page.getByTestId('events-filter-sheet')).toBeHidden();
};

const isoDay = (offsetDays: number): string => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return d.toISOString().slice(0, 10);
};

/** Calendar day of an instant in Amsterdam, as the date filter counts days. */
const amsterdamDay = (iso: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(iso));

/** What the card's price label is based on: the cheapest active ticket, else the base price. */
const cardPrice = (item: SearchItem): number | null =>
  item.activeTicketCount > 0 && item.minTicketPrice !== null ? item.minTicketPrice : item.price;

test('filters by type, subtype, radius, price and date: URL, API answer and cards agree; a shared URL and Back work', async ({
  page,
  context,
}) => {
  const results = searchResults(page);
  const all = await embeddedResults(await page.goto('/events'));
  expect(all.total).toBeGreaterThan(50);
  await expect(page.getByTestId('events-count')).toHaveText(`${all.total} evenementen gevonden`);

  // Main type: the path moves to /events/dans.
  await page
    .getByRole('navigation', { name: 'Soort evenement' })
    .getByRole('link', { name: 'Dans', exact: true })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/events/dans');
  const dance = await results.next((p) => p.get('type') === 'dans' && !p.has('subtypes'));
  expect(dance.total).toBeGreaterThan(0);
  expect(dance.total).toBeLessThan(all.total);
  for (const item of dance.items) expect(item.categories.map((c) => c.slug)).toContain('dans');

  // Subtype: the one with the most events, so the later filters still leave something to check.
  const tree = (await (await page.request.get('/api/categories')).json()) as {
    items: { slug: string; subtypes: { slug: string; name: string; eventCount: number }[] }[];
  };
  const subtype = [...(tree.items.find((c) => c.slug === 'dans')?.subtypes ?? [])].sort(
    (a, b) => b.eventCount - a.eventCount,
  )[0];
  expect(subtype).toBeDefined();
  const filters = await openFilters(page);
  await filters.getByRole('button', { name: subtype!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`subtypes=${subtype!.slug}`));
  const sub = await results.next((p) => p.get('subtypes') === subtype!.slug);
  for (const item of sub.items) expect(item.categories.map((c) => c.slug)).toContain(subtype!.slug);

  // Radius around a city: pick Utrecht from the suggestions, widen to 100 km.
  await filters.getByTestId('events-location').fill('Utrecht');
  await filters.getByRole('option', { name: /^Utrecht, Utrecht/ }).click();
  await expect(page).toHaveURL(/location=Utrecht/);
  await filters.getByTestId('events-radius').selectOption('100');
  await expect(page).toHaveURL(/radius=100/);
  const near = await results.next((p) => p.has('near') && p.get('radius') === '100');
  expect(near.url.searchParams.get('near')).toMatch(/^52\.09\d*,5\.12\d*$/);
  for (const item of near.items) {
    expect(item.distanceKm, item.title).not.toBeNull();
    expect(item.distanceKm!, item.title).toBeLessThanOrEqual(110); // radius × tolerance 1.1 (spec §9)
  }

  // Price at most € 40, applied after typing stops.
  await filters.getByTestId('events-price-max').fill('40');
  await expect(page).toHaveURL(/price=0-40/);
  const cheap = await results.next((p) => p.get('price') === '0-40');
  for (const item of cheap.items) expect(cardPrice(item) ?? 0, item.title).toBeLessThanOrEqual(40);

  // Date range: the next 120 days.
  const from = isoDay(1);
  const to = isoDay(120);
  await filters.getByTestId('events-date-from').fill(from);
  await filters.getByTestId('events-date-to').fill(to);
  await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}`));
  const final = await results.next((p) => p.get('from') === from && p.get('to') === to);
  await closeFilters(page);

  const url = new URL(page.url());
  expect(url.pathname).toBe('/events/dans');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    subtypes: subtype!.slug,
    price: '0-40',
    from,
    to,
    radius: '100',
  });
  for (const item of final.items) {
    const slugs = item.categories.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['dans', subtype!.slug]));
    expect(item.distanceKm!).toBeLessThanOrEqual(110);
    expect(cardPrice(item) ?? 0).toBeLessThanOrEqual(40);
    const day = amsterdamDay(item.startDate);
    expect(day >= from && day <= to, `${item.title} on ${day}`).toBe(true);
  }

  // The cards on screen are the API's items, with the distance and price they should show.
  if (final.total === 0) {
    await expect(page.getByTestId('events-empty')).toContainText('Geen evenementen gevonden');
  } else {
    await expect(page.getByTestId('events-count')).toHaveText(
      final.total === 1 ? '1 evenement gevonden' : `${final.total} evenementen gevonden`,
    );
    const first = page.getByTestId('event-card').first();
    await expect(first).toHaveAttribute('data-slug', final.items[0]!.slug);
    await expect(first.getByTestId('event-distance')).toHaveText(`· ${final.items[0]!.distanceKm} km`);
    await expect(first.getByTestId('event-price')).toHaveText(
      /^(Gratis|(v\.a\. )?€\u00a0\d{1,3}(\.\d{3})*,\d{2})$/,
    );
  }

  // The same URL in a new page: the same results.
  const shared = await context.newPage();
  const sharedResults = searchResults(shared);
  await shared.goto(page.url());
  const again = await sharedResults.next((p) => p.get('to') === to);
  expect(again.total).toBe(final.total);
  expect(again.items.map((i) => i.slug)).toEqual(final.items.map((i) => i.slug));
  await shared.close();

  // Back: the previous filter states, one step at a time.
  await page.goBack();
  await expect(page).not.toHaveURL(/to=/);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await page.goBack();
  await expect(page).not.toHaveURL(/from=/);
  await expect(page).toHaveURL(/price=0-40/);
});

test('Back restores the previous main type and sort', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByTestId('events-count')).toBeVisible();
  await page.getByTestId('main-type-festival').click();
  await expect(page).toHaveURL((url) => url.pathname === '/events/festival');
  await page.getByTestId('events-sort').selectOption('name');
  await expect(page).toHaveURL(/\/events\/festival\?sort=name$/);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/events/festival' && url.search === '');
  await expect(page.getByTestId('events-sort')).toHaveValue('date');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/events' && url.search === '');
  await expect(page.getByTestId('main-type-all')).toHaveAttribute('aria-current', 'page');
});

test('the search text filters after typing stops and Reset clears every filter', async ({ page }) => {
  const results = searchResults(page);
  const premium = await embeddedResults(await page.goto('/events?premium=true'));
  for (const item of premium.items) expect(item.isPremiumOrganizer).toBe(true);
  await page.getByTestId('events-search').fill('dans');
  await expect(page).toHaveURL(/q=dans/);
  const found = await results.next((p) => p.get('q') === 'dans');
  expect(found.url.searchParams.get('q')).toBe('dans');
  const filters = await openFilters(page);
  await filters.getByTestId('events-reset').click();
  await expect(page).toHaveURL((url) => url.pathname === '/events' && url.search === '');
  await expect(page.getByTestId('events-search')).toHaveValue('');
});

test('the map view shows the events as clustered markers', async ({ page }) => {
  await page.goto('/events?view=map');
  const map = page.getByTestId('events-map');
  await expect(map).toBeVisible();
  // Tiles may not load offline; markers and clusters are ours.
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  expect(await map.locator('.kring-cluster, .kring-marker').count()).toBeGreaterThan(0);
  // The map's view is written to the URL.
  await expect(page).toHaveURL(/lat=-?\d+\.\d{6}&lng=-?\d+\.\d{6}&zoom=\d+\.\d{2}/);
  const fullscreen = page.getByTestId('events-map-fullscreen');
  await fullscreen.click();
  await expect(page.getByTestId('events-map-view')).toHaveAttribute('data-fullscreen', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('events-map-view')).toHaveAttribute('data-fullscreen', 'false');
});
