import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { watchHydration, waitForHydration } from './support/hydration';
import { publicPages } from './support/publicPages';

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

test('every public page hydrates the server render without errors or a second fetch of its data', async ({
  page,
}) => {
  test.slow();
  await answerCookieBannerUpFront(page);
  const pages = await publicPages(page.request);
  for (const target of pages) {
    await test.step(target.path, async () => {
      const hydration = watchHydration(page);
      const api = recordApiRequests(page);
      // Every page asks for the session once it has hydrated (useSession runs its query after hydration).
      const session = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/session');
      await page.goto(target.path);
      // The server's HTML carries the page (the browser app has not run yet when this is checked)…
      const html = await (await page.request.get(target.path)).text();
      expect(html).toContain('data-server-rendered');
      expect(html).toContain(target.text);
      // …and the hydrated page shows it, with no hydration error on the console.
      await waitForHydration(page);
      await expect(page.getByText(target.text, { exact: false }).first()).toBeVisible();
      // A mismatch is reported during hydration, before the effects that ask for the session.
      await session;
      hydration.expectNone();
      for (const seeded of target.seededApi) {
        expect(
          api.filter((path) => seeded.test(path)),
          `${target.path} fetched ${seeded}`,
        ).toEqual([]);
      }
    });
  }
});
