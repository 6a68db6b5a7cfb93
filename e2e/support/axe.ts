import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

/** WCAG 2.2 AA as axe-core tags it: level A and AA of 2.0, 2.1 and 2.2 (issue 17, Accessibility). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

type AxeOptions = {
  /** Selectors axe leaves out, each with a reason at the call site (third-party frames, map tiles…). */
  exclude?: readonly string[];
};

/**
 * Waits until the page shows its content: a level-1 heading is visible, the parts that load when scrolled near
 * have loaded (the page is scrolled through once), nothing is marked busy and no skeleton still pulses. axe
 * judges what is in the DOM, so a half-loaded page would hide real findings or invent some.
 */
export const waitForSettledPage = async (page: Page): Promise<void> => {
  await expect(page.locator('main h1').first()).toBeVisible();
  // A second pass when anything came or went on the network during the first one: a part that appears only when its
  // data has arrived (the map strip under an address waits for the map settings) may come after the first pass
  // went by, and then waits for the visitor to scroll near it. Answers count as well as requests: the page may
  // have asked before this helper started listening. A quiet first pass leaves nothing for a second one to find.
  const network = watchNetwork(page);
  try {
    for (let pass = 0, before = 0; pass < 2; pass++) {
      await page.evaluate(async () => {
        // The end is fixed before scrolling: an infinite list grows while it is scrolled and would never end.
        const end = Math.min(document.body.scrollHeight, 20_000);
        // A screen at a time: whatever loads near the screen (the lazy parts watch a margin around it) meets it
        // once. Two frames per screen: the intersection observers are told in the frame after the scroll, and
        // whatever they start (a fetch, a lazy chunk) has begun by the next one; the traffic count catches what
        // follows. A frame that does not come within 100 ms (a renderer that skips frames under load) is not
        // waited for.
        const frame = () =>
          new Promise((resolve) => {
            requestAnimationFrame(resolve);
            setTimeout(resolve, 100);
          });
        for (let y = 0; y < end; y += window.innerHeight) {
          window.scrollTo(0, y);
          await frame();
          await frame();
        }
        window.scrollTo(0, 0);
      });
      await network.quiet();
      if (network.traffic() === before) break;
      before = network.traffic();
    }
  } finally {
    network.stop();
  }
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0, { timeout: 15_000 });
};

/** How long no request may be open before the page counts as quiet. */
const QUIET_MS = 250;
/** The longest a page may keep requests open before the checks go on regardless (Playwright's own timeout). */
const QUIET_LIMIT_MS = 15_000;

/**
 * The page's requests, counted and kept while open. `quiet()` resolves once none has been open for QUIET_MS:
 * Playwright's 'networkidle' asks for 500 ms, twice per checked page, which was a third of a check's settling.
 * An answer starts no request by itself within 250 ms unless the page is busy rendering it, and then the request
 * it leads to is on its way before the renderer is idle again. The realtime stream of a signed-in page stays open
 * by design and does not count.
 */
const watchNetwork = (page: Page) => {
  const open = new Set<Request>();
  let traffic = 0;
  let changed = Date.now();
  const started = (request: Request) => {
    traffic++;
    changed = Date.now();
    if (request.resourceType() !== 'eventsource') open.add(request);
  };
  const ended = (request: Request) => {
    traffic++;
    changed = Date.now();
    open.delete(request);
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    traffic: () => traffic,
    quiet: async () => {
      const limit = Date.now() + QUIET_LIMIT_MS;
      while (Date.now() < limit && (open.size > 0 || Date.now() - changed < QUIET_MS)) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
};

/**
 * Runs axe-core on the page as it is now and fails on every serious or critical violation of WCAG 2.2 AA, with
 * one readable line per violation: rule id, impact, what is wrong, and the selectors of the offending elements.
 */
export const expectNoSeriousA11yViolations = async (page: Page, options: AxeOptions = {}): Promise<void> => {
  // Legacy mode: axe.run in the page itself. The default mode runs axe.runPartial in every frame and then
  // axe.finishRun in a new blank page of the context, which costs a page and a second copy of axe per check (≈ 0.5 s
  // of the ≈ 1.2 s a check took). What it adds is cross-origin frames, and the app has none to check: the only
  // iframes are video embeds of another origin (not reachable in the tests) and the sandboxed mail preview of
  // the admin's e-mail log, which is not on a checked page.
  // Only violations are read: axe then builds selectors and node details for one node per passed, incomplete or
  // inapplicable rule instead of for every node of the page (axe-core's resultTypes option). `options` replaces the
  // builder's run options, so it comes before `withTags`.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags([...WCAG_AA_TAGS])
    .setLegacyMode();
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes.length > 5 ? ` (+${v.nodes.length - 5} more)` : ''}`,
    );
  expect(serious, `axe on ${new URL(page.url()).pathname}: serious or critical violations`).toEqual([]);
};

type PageStructure = {
  headings: { level: number; text: string }[];
  banners: number;
  mains: number;
  footers: number;
  navs: number;
  firstFocusable: string | null;
};

/**
 * Landmarks, headings and the skip link (WCAG 1.3.1, 2.4.1, 2.4.6): one banner header, one main, one footer and
 * a named nav; exactly one h1 and no heading level skipped on the way down; the skip link is the first thing a
 * Tab reaches. axe leaves these to its best-practice rules, which are not part of the WCAG tags.
 */
export const expectPageStructure = async (page: Page): Promise<void> => {
  const structure = await page.evaluate((): PageStructure => {
    const rendered = (el: Element) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"]');
    const all = (selector: string) => [...document.querySelectorAll(selector)].filter(rendered);
    const focusable = all('a[href], button, input, select, textarea, summary, [tabindex]').find(
      (el) => (el as HTMLElement).tabIndex >= 0 && !(el as HTMLButtonElement).disabled,
    );
    return {
      headings: all('h1, h2, h3, h4, h5, h6').map((h) => ({
        level: Number(h.tagName.slice(1)),
        text: (h.textContent ?? '').trim().slice(0, 50),
      })),
      // A <header>/<footer> inside main or a section is no landmark.
      banners: all('header').filter((el) => !el.closest('main, article, aside, nav, section')).length,
      mains: all('main').length,
      footers: all('footer').filter((el) => !el.closest('main, article, aside, nav, section')).length,
      navs: all('nav').length,
      firstFocusable: focusable ? (focusable.textContent ?? '').trim() : null,
    };
  });
  const where = new URL(page.url()).pathname;
  expect(structure.firstFocusable, `${where}: the skip link comes first`).toBe('Naar de inhoud');
  expect(
    { banners: structure.banners, mains: structure.mains, footers: structure.footers },
    `${where}: landmarks`,
  ).toEqual({ banners: 1, mains: 1, footers: 1 });
  expect(structure.navs, `${where}: navigation landmarks`).toBeGreaterThan(0);
  const h1s = structure.headings.filter((h) => h.level === 1).map((h) => h.text);
  expect(h1s, `${where}: exactly one h1`).toHaveLength(1);
  const skips: string[] = [];
  structure.headings.reduce((previous, h) => {
    if (h.level > previous + 1) skips.push(`h${previous} → h${h.level} '${h.text}'`);
    return h.level;
  }, 0);
  expect(skips, `${where}: heading levels in order`).toEqual([]);
};
