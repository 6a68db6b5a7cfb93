import { expect, test, type APIRequestContext, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { expectNoSeriousA11yViolations, expectPageStructure, waitForSettledPage } from './support/axe';
import { DEMO, signIn } from './support/signIn';

/**
 * WCAG 2.2 AA (issue 17): axe-core finds no serious or critical violation on any public page of spec §2, nor on
 * the main signed-in flows, on the desktop and the phone project; every one has its landmarks, one h1, headings in
 * order and the skip link first. Pages are checked with reduced motion, so a
 * fade-in caught half-way is not reported as low contrast (the motion itself is checked by the keyboard spec).
 */

/** The first listing item's slug of a public search endpoint of the demo seed. */
const firstSlug = async (request: APIRequestContext, url: string): Promise<string> => {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  const body = (await response.json()) as { items: { slug: string }[] };
  const first = body.items[0];
  if (!first) throw new Error(`the seed has no item at ${url}`);
  return first.slug;
};

type PageCase = { name: string; path: (request: APIRequestContext) => Promise<string> | string };

const fixed = (name: string, path: string): PageCase => ({ name, path: () => path });

const PUBLIC_PAGES: readonly PageCase[] = [
  fixed('landing', '/'),
  fixed('event browser', '/events'),
  fixed('event browser of one type', '/events/workshoptraining'),
  { name: 'event page', path: async (r) => `/evenement/${await firstSlug(r, '/api/events?pageSize=1')}` },
  fixed('organisations', '/organizations'),
  {
    name: 'organisation page',
    path: async (r) => `/organization/${await firstSlug(r, '/api/organizations?pageSize=1')}`,
  },
  fixed('venues', '/venues'),
  { name: 'venue page', path: async (r) => `/venues/${await firstSlug(r, '/api/venues?pageSize=1')}` },
  // A visitor opening the professionals lands on /restricted (spec §2: members only).
  fixed('professionals (restricted)', '/professionals'),
  fixed('members', '/members'),
  { name: 'member page', path: async (r) => `/member/${await firstSlug(r, '/api/members?pageSize=1')}` },
  fixed('premium highlights', '/premium-highlights'),
  fixed('community', '/community'),
  fixed('forum category', '/community/category/klankschalen-en-geluid'),
  {
    name: 'forum topic',
    path: async (r) => `/community/topic/${await firstSlug(r, '/api/forum/topics?sort=new')}`,
  },
  fixed('community guidelines', '/community/guidelines'),
  fixed('leaderboard', '/community/leaderboard'),
  fixed('help centre', '/help'),
  fixed('help article', '/help/article/wachtwoord-vergeten'),
  fixed('prices', '/prijzen'),
  fixed('about', '/about'),
  fixed('privacy', '/privacy'),
  fixed('terms', '/terms'),
  fixed('contact', '/contact'),
  fixed('roadmap', '/roadmap'),
  fixed('add event', '/add-event'),
  fixed('create profile', '/create-profile'),
  fixed('login', '/inloggen'),
  fixed('trial sign-up', '/gratis-proefperiode'),
  fixed('forgot password', '/wachtwoord-vergeten'),
  fixed('unknown page (404)', '/deze-pagina-bestaat-niet'),
];

const SIGNED_IN_PAGES: readonly PageCase[] = [
  fixed('dashboard home', '/dashboard'),
  fixed('saved events', '/dashboard/opgeslagen'),
  fixed('my tickets', '/dashboard/tickets'),
  fixed('notifications', '/dashboard/notificaties'),
  fixed('settings', '/dashboard/instellingen'),
  fixed('account settings', '/dashboard/instellingen/account'),
  fixed('security settings', '/dashboard/instellingen/beveiliging'),
  fixed('professionals (member)', '/professionals'),
  fixed('new forum topic', '/community/create'),
];

const check = async (page: Page, path: string) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await expectPageStructure(page);
};

test.describe('public pages', () => {
  test.beforeEach(async ({ page }) => {
    await answerCookieBannerUpFront(page);
  });
  for (const entry of PUBLIC_PAGES) {
    test(`axe: ${entry.name}`, async ({ page }) => {
      await check(page, await entry.path(page.request));
    });
  }
});

test('axe: the cookie banner of a first visit', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/events');
  await expect(
    page.getByRole('region', { name: /cookies/i }).or(page.getByTestId('cookie-banner')),
  ).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
});

test.describe('signed-in flows', () => {
  test.beforeEach(async ({ page }) => {
    await answerCookieBannerUpFront(page);
    await signIn(page, DEMO.participant);
  });
  for (const entry of SIGNED_IN_PAGES) {
    test(`axe: ${entry.name}`, async ({ page }) => {
      await check(page, await entry.path(page.request));
    });
  }
});
