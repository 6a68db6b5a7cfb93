import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { seededMemberEmail } from './support/members';
import { signIn } from './support/signIn';

/** An upcoming event this member has not saved yet; desktop and mobile take different ones (they run at once). */
const pickUnsavedEvent = async (
  page: Page,
  project: string,
): Promise<{ id: string; slug: string; title: string }> => {
  const list = await page.request.get('/api/events?pageSize=20');
  const items = ((await list.json()) as { items: { id: string; slug: string; title: string }[] }).items;
  const ids = await page.request.get(`/api/me/favorites/events/ids?ids=${items.map((e) => e.id).join(',')}`);
  const saved = new Set(((await ids.json()) as { ids: string[] }).ids);
  const mine = items.filter((_, i) => i % 2 === (project === 'mobile' ? 1 : 0));
  const event = mine.find((e) => !saved.has(e.id));
  if (!event) throw new Error('no unsaved event for this member');
  return event;
};

const heroCount = (page: Page) => page.getByTestId('event-hero').getByTestId('saved-count');

test('a member favourites an event, the count changes live elsewhere; .ics and share work', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await answerCookieBannerUpFront(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  // Take the copy-link path even where the browser offers a share sheet.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
  );
  await signIn(page, seededMemberEmail(testInfo.project.name === 'mobile' ? 47 : 46));
  const event = await pickUnsavedEvent(page, testInfo.project.name);

  // A visitor watches the same event in another browser context.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const watcher = await visitor.newPage();
  await answerCookieBannerUpFront(watcher);
  await watcher.goto(`/evenement/${event.slug}`);
  await expect(watcher.getByTestId('event-title')).toHaveText(event.title);
  const before = Number(await heroCount(watcher).textContent());

  await page.goto(`/evenement/${event.slug}`);
  await expect(page.getByTestId('event-title')).toHaveText(event.title);
  await expect(page).toHaveTitle(`${event.title} · Kring`);
  const heart = page.getByTestId('event-hero').getByTestId('favorite-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Het evenement is toegevoegd aan je opgeslagen evenementen.')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heroCount(page)).toHaveText(String(before + 1));
  // No reload in the other context: the count arrives over the realtime stream.
  await expect(heroCount(watcher)).toHaveText(String(before + 1));

  // Add to calendar: the .ics download.
  await page.getByTestId('calendar-menu').click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('calendar-ics').click();
  const download = await downloadPromise;
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain('SUMMARY:');
  expect(ics).toContain('END:VCALENDAR');
  await expect(page.getByTestId('calendar-google')).toHaveCount(0);

  // Share copies the link.
  await page.getByTestId('share-button').click();
  await expect(page.getByText('Link gekopieerd')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${new URL(baseURL ?? '').origin}/evenement/${event.slug}`);

  // Unsave again: message, and the watcher follows.
  await heart.click();
  await expect(page.getByText('Het evenement is verwijderd uit je opgeslagen evenementen.')).toBeVisible();
  await expect(heroCount(watcher)).toHaveText(String(before));
  await visitor.close();
});

test('a visitor who tries to save is asked to log in', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  const list = await page.request.get('/api/events?pageSize=1');
  const [event] = ((await list.json()) as { items: { slug: string }[] }).items;
  await page.goto(`/evenement/${event?.slug ?? ''}`);
  await page.getByTestId('event-hero').getByTestId('favorite-button').click();
  await expect(page.getByText('Je moet ingelogd zijn om evenementen op te slaan.')).toBeVisible();
  await page.getByRole('button', { name: 'Inloggen', exact: true }).last().click();
  await expect(page).toHaveURL(/\/auth\/login\?from=%2Fevenement%2F/);
});

test('an unknown event shows the 404 page', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  await page.goto('/evenement/dit-evenement-bestaat-niet');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the map loads when the visitor scrolls to it; the calendar menu opens on the first click and again', async ({
  page,
}) => {
  await answerCookieBannerUpFront(page);
  const list = await page.request.get('/api/events?pageSize=30');
  const items = (
    (await list.json()) as { items: { slug: string; latitude: number | null; isOnline: boolean }[] }
  ).items;
  const event = items.find((e) => e.latitude !== null && !e.isOnline);
  if (!event) throw new Error('no upcoming event with a place in the demo data');
  await page.goto(`/evenement/${event.slug}`);
  await expect(page.getByTestId('event-title')).toBeVisible();
  // Below the fold: no Leaflet yet.
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await page.locator('#event-location').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('event-map')).toBeVisible();
  await expect(page.locator('.leaflet-container')).toHaveCount(1);

  await page.getByTestId('calendar-menu').click();
  await expect(page.getByTestId('calendar-google')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('calendar-google')).toHaveCount(0);
  await page.getByTestId('calendar-menu').click();
  await expect(page.getByTestId('calendar-ics')).toBeVisible();
});
