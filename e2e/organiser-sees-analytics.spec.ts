import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

type Analytics = { to: string; series: { day: string; views: number; saves: number }[] };

const todayFigures = async (request: APIRequestContext) => {
  const res = await request.get('/api/dashboard/analytics?days=7');
  expect(res.status()).toBe(200);
  const data = (await res.json()) as Analytics;
  const today = data.series.find((p) => p.day === data.to);
  return { views: today?.views ?? 0, saves: today?.saves ?? 0 };
};

/** The last row (today) of a chart's table, as numbers. */
const todayRow = async (page: Page, chart: string): Promise<number> => {
  const card = page.getByTestId(`chart-${chart}`);
  const details = card.locator('details');
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await card.getByText('Tabel tonen').click();
  const cell = card.locator('tbody tr').last().locator('td').first();
  return Number(await cell.innerText());
};

test('an organiser sees the views and saves of a visitor on /dashboard/analytics', async ({
  browser,
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.organisation);

  // An upcoming event of organisatie@ that the participant has not saved; desktop and mobile take different ones.
  const list = await page.request.get('/api/dashboard/events?tab=upcoming&pageSize=20');
  const events = ((await list.json()) as { items: { id: string; slug: string; title: string }[] }).items;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await answerCookieBannerUpFront(visitor);
  await signIn(visitor, DEMO.participant);
  const savedIds = await visitor.request.get(
    `/api/me/favorites/events/ids?ids=${events.map((e) => e.id).join(',')}`,
  );
  const saved = new Set(((await savedIds.json()) as { ids: string[] }).ids);
  const event = events.filter((_, i) => i % 2 === (mobile ? 1 : 0)).find((e) => !saved.has(e.id));
  if (!event) throw new Error('no unsaved upcoming event of the organiser');
  const before = await todayFigures(page.request);

  // The participant opens the event (a counted view) and saves it.
  const viewed = visitor.waitForResponse((r) => r.url().endsWith(`/api/events/${event.id}/view`));
  await visitor.goto(`/evenement/${event.slug}`);
  await expect(visitor.getByTestId('event-title')).toHaveText(event.title);
  expect((await viewed).status()).toBe(200);
  const heart = visitor.getByTestId('event-hero').getByTestId('favorite-button');
  // The heart turns at once (optimistic); the save is only counted once the server has it, so wait for that
  // before the visitor's browser closes.
  const savedOnServer = visitor.waitForResponse(
    (r) => r.url().endsWith(`/api/me/favorites/events/${event.id}`) && r.request().method() === 'PUT',
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await savedOnServer).ok()).toBe(true);
  await visitorContext.close();

  // The organiser's analytics, last 7 days: today's row counts them.
  await page.goto('/dashboard/analytics?dagen=7');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistieken' })).toBeVisible();
  await expect(page.getByTestId('organization-analytics')).toBeVisible();
  await expect(page.getByTestId('kpi')).toHaveCount(4);
  await expect(page.getByTestId('time-chart')).toHaveCount(4);
  expect(await todayRow(page, 'weergaven')).toBeGreaterThanOrEqual(before.views + 1);
  expect(await todayRow(page, 'opgeslagen')).toBeGreaterThanOrEqual(before.saves + 1);

  // The table behind the chart downloads as CSV for Dutch Excel.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download de tabel van Weergaven per dag als CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kring-weergaven-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFFDatum;Weergaven\r\n')).toBe(true);
  expect(csv.trimEnd().split('\r\n')).toHaveLength(8);

  // The range lives in the URL.
  await page.getByText('90 dagen').click();
  await expect(page).toHaveURL(/dagen=90/);
  await expect(page.getByTestId('time-chart').first()).toBeVisible();

  if (mobile) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  // The overview leads to the analytics.
  await page.goto('/dashboard/overzicht');
  await expect(page.getByTestId('overview-organization')).toBeVisible();
  await page.getByRole('link', { name: /Weergaven, opgeslagen en volgers/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
});

test('a chart whose code cannot be downloaded says so, keeps its table and draws after a retry', async ({
  page,
}) => {
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.organisation);
  let offline = true;
  await page.route(/\/assets\/TimeChart-[\w-]+\.js$/, (route) =>
    offline ? route.abort() : route.fallback(),
  );
  await page.goto('/dashboard/analytics');
  const card = page.getByTestId('chart-weergaven');
  // The notice and, after the retry's reload, the chart come after a whole signed-in page load (session,
  // figures, chart code), which on a busy 2-core CI runner can take longer than the default wait.
  const pageLoad = { timeout: 20_000 };
  await expect(card.getByTestId('chart-error')).toContainText('Grafiek kon niet worden geladen', pageLoad);
  // Only the charts are missing: the figures and the table behind each chart stay.
  await expect(page.getByTestId('kpi')).toHaveCount(4);
  await card.getByText('Tabel tonen').click();
  await expect(card.locator('tbody tr').first()).toBeVisible();

  offline = false;
  await card.getByTestId('chart-error').getByRole('button').click();
  await expect(card.getByTestId('time-chart')).toBeVisible(pageLoad);
});

test('the chart code downloads while the figures load, not after them', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.organisation);
  // The figures are held back until the chart code has been asked for: if the page only asked for the code once
  // the figures were in, neither would ever arrive.
  let chartRequested!: () => void;
  const chartAsked = new Promise<void>((resolve) => (chartRequested = resolve));
  page.on('request', (request) => {
    if (/\/assets\/TimeChart-[\w-]+\.js$/.test(request.url())) chartRequested();
  });
  await page.route(/\/api\/dashboard\/analytics\?/, async (route) => {
    await chartAsked;
    await route.fallback();
  });
  await page.goto('/dashboard/analytics');
  await expect(page.getByTestId('chart-weergaven').getByTestId('time-chart')).toBeVisible({
    timeout: 20_000,
  });
});
