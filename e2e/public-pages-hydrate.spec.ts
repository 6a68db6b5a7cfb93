import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { openWithoutTheApp, watchHydration, waitForHydration } from './support/hydration';
import { publicPages } from './support/publicPages';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 17 "Server rendering": every public page arrives rendered by the server and the browser hydrates it
 * without a hydration error and without asking the API again for the data the page was rendered with.
 */

/** API paths the page requested, by path and query. */
const recordApiRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
};

const hydratesPublicPages = async (page: Page, only: (path: string) => boolean = () => true) => {
  test.slow();
  await answerCookieBannerUpFront(page);
  const pages = (await publicPages(page.request)).filter((target) => only(target.path));
  for (const target of pages) {
    await test.step(target.path, async () => {
      const hydration = watchHydration(page);
      const api = recordApiRequests(page);
      await page.goto(target.path);
      // The server's HTML carries the page (the browser app has not run yet when this is checked)…
      const html = await (await page.request.get(target.path)).text();
      expect(html).toContain('data-server-rendered');
      expect(html).toContain(target.text);
      // …and the hydrated page shows it, with no hydration error on the console.
      await waitForHydration(page);
      await expect(page.getByText(target.text, { exact: false }).first()).toBeVisible();
      // A mismatch is reported during hydration; the effects after it have run a frame later.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
      hydration.expectNone();
      // A visitor without a session is known to be signed out without asking (core/domain/sessionHint.ts).
      expect(api.filter((path) => path.startsWith('/api/session'))).toEqual([]);
      for (const seeded of target.seededApi) {
        expect(
          api.filter((path) => seeded.test(path)),
          `${target.path} fetched ${seeded}`,
        ).toEqual([]);
      }
    });
  }
};

test('every public page hydrates the server render without errors or a second fetch of its data', ({
  page,
}) => hydratesPublicPages(page));

/**
 * A device zone whose calendar day differs from Amsterdam's right now: Kiritimati is 13 hours ahead of
 * Amsterdam (another day from 11:00 Amsterdam time), Pago Pago 12 hours behind (another day before 12:00).
 */
const zoneOnAnotherDay = (): string => {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Amsterdam',
    }).format(new Date()),
  );
  return hour >= 11 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
};

/** The pages that print dates (the static pages print none). */
const DATED = /^\/(events|evenement|venues|organization|community|support)\b/;

test.describe('a visitor whose device is on another calendar day', () => {
  // The server renders in Europe/Amsterdam (the platform's time); the device's clock must not change the HTML.
  test.use({ timezoneId: zoneOnAnotherDay() });
  test('the pages with dates hydrate without errors', ({ page }) =>
    hydratesPublicPages(page, (path) => DATED.test(path)));
});

test('a visitor who scrolls before the page has hydrated stays where they scrolled', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  // The app's entry script is held back, so the server's page is on screen and scrollable without the app.
  const release = await openWithoutTheApp(page, new URL('/events', test.info().project.use.baseURL));
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  // Hydration ran the first page's layout effects (which used to scroll to the top) before the mark.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // The list's rows follow the real position (the hydrating render assumed the top, as the server did).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="event-card"]')].some((card) => {
          const box = card.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        }),
      ),
    )
    .toBe(true);
});

/**
 * Issue 17 page speed: the app's scripts load after the page has painted (server/http/deferredScripts.ts), so on
 * a slow connection they do not hold back the stylesheet and the first images. The inline script that starts them
 * is allowed by the CSP (by its hash): a blocked one would leave the page unhydrated.
 */
test('the app starts loading its scripts only after the first contentful paint', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/events']) {
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime);
      return { paint, scripts, booted: document.querySelectorAll('script[data-kring-boot]').length };
    });
    expect(timing.booted, path).toBe(1);
    expect(timing.paint, path).not.toBeNull();
    expect(timing.scripts.length, path).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
  }
  expect(violations).toEqual([]);
});

/**
 * Issue 17 page speed: once the page has painted, the boot script preloads the page's route chunks and its
 * translation files (core/domain/pageAssets.ts), so hydration waits on no chain of requests; each file is fetched
 * once, the app's own fetch taking the preloaded answer.
 */
test('a venue page and the community preload their route chunks and translations, each fetched once', async ({
  page,
}) => {
  const venue = (await publicPages(page.request)).find((target) => target.path.startsWith('/venues/'));
  expect(venue, 'a venue page among the public pages').toBeDefined();
  for (const [path, namespace, chunk] of [
    [venue!.path, 'venues', /\/VenuePage-[\w-]+\.js$/],
    ['/community', 'forum', /\/CommunityPage-[\w-]+\.js$/],
  ] as const) {
    const locales: string[] = [];
    const listener = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/locales/')) locales.push(url.pathname);
    };
    page.on('request', listener);
    await page.goto(path);
    await waitForHydration(page);
    const links = await page.evaluate(() => ({
      fetch: [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].map((l) =>
        l.getAttribute('href'),
      ),
      modules: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
      // Links Vite's preload helper adds carry as="script"; the boot script's do not.
      byTheApp: [...document.querySelectorAll('link[rel="modulepreload"][as="script"]')].map((l) =>
        l.getAttribute('href'),
      ),
      booted:
        (document.querySelector('script[data-kring-boot]') as HTMLElement | null)?.dataset.preload ?? '',
      preloaded: document.documentElement.hasAttribute('data-preloaded'),
    }));
    // The boot script added every link of the page, a few per task, before the app imported the route module:
    // none of them was added a second time, all at once, by the app (web/lib/bootPreloads.ts).
    expect(links.preloaded, path).toBe(true);
    const booted = links.booted.split(' ').filter(Boolean);
    expect(booted.length, path).toBeGreaterThan(10);
    expect(
      links.byTheApp.filter((href) => booted.includes(href ?? '')),
      path,
    ).toEqual([]);
    for (const href of booted) expect(links.modules.filter((h) => h === href).length, href).toBe(1);
    page.off('request', listener);
    expect(links.fetch, path).toEqual(
      expect.arrayContaining(['/locales/nl/common.json', `/locales/nl/${namespace}.json`]),
    );
    expect(
      links.modules.some((href) => chunk.test(href ?? '')),
      path,
    ).toBe(true);
    expect(locales, path).toContain(`/locales/nl/${namespace}.json`);
    expect(locales.length, `${path} fetched a translation twice: ${locales.join(', ')}`).toBe(
      new Set(locales).size,
    );
  }
});

/**
 * Issue 17 page speed: every script a server-rendered page loads before it hydrates starts with V8's explicit
 * compile hint (scripts/viteCompileHints.ts), so Chromium compiles it off the main thread while it downloads
 * instead of function by function during hydration.
 */
test('the scripts a page runs on its first load are marked for eager compilation', async ({ page }) => {
  for (const path of ['/', '/events', '/community']) {
    const html = await (await page.request.get(path)).text();
    const boot = /<script data-kring-boot data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
    expect(boot, `${path}: the boot script`).not.toBeNull();
    const scripts = [boot![1]!, ...boot![2]!.split(' ').filter(Boolean)];
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const src of scripts) {
      const code = await (await page.request.get(src)).text();
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), `${path}: ${src}`).toBe(true);
    }
  }
});

/**
 * Issue 17 page speed: starting the app on a server-rendered Dutch page leaves `<html lang="nl">` untouched.
 * Chromium restyles the whole document on any write of `lang`, even of the value it already has (web/lib/
 * DocumentLanguage.tsx); a switch to English still sets it (visitor-switches-language.spec.ts).
 */
test('hydrating a Dutch page does not rewrite the document language', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { langWrites: string[] }).langWrites = writes;
    // On the document: an init script runs before the parser has created <html>.
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target === document.documentElement) writes.push(document.documentElement.lang);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang'] });
  });
  await page.goto('/events');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect(await page.evaluate(() => (window as unknown as { langWrites: string[] }).langWrites)).toEqual([]);
});

/**
 * Issue 17: the app asks /api/session only in a browser that holds a session (the server's readable hint beside the
 * session cookie, server/http/sessionHint.ts): a signed-in member's page asks it once, and after signing out the
 * next page does not ask at all.
 */
test('only a browser with a session asks who is signed in', async ({ page, context }) => {
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.participant);
  expect((await context.cookies()).some((c) => c.name === 'kring.signed_in' && !c.httpOnly)).toBe(true);
  const api = recordApiRequests(page);
  await page.goto('/events');
  await waitForHydration(page);
  await expect.poll(() => api.filter((path) => path.startsWith('/api/session')).length).toBe(1);

  const signOut = await page.request.post('/api/auth/sign-out', {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signOut.ok()).toBe(true);
  expect((await context.cookies()).some((c) => c.name === 'kring.signed_in')).toBe(false);
  api.length = 0;
  await page.goto('/community');
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(api.filter((path) => path.startsWith('/api/session'))).toEqual([]);
});
