import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { HYDRATION_PROBLEM } from './hydration';

export * from '@playwright/test';

/** Longest wait for hydration after a page load; a page whose script never starts is left to the test. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * True when the page needs no waiting: not an app page, not rendered by the server, or hydrated. The app marks
 * <html data-app-ready> once its hydration is committed (web/app/AppReady.tsx; APP_READY_ATTRIBUTE). Hydration is
 * time-sliced, so React's marks on #root's first element come long before the page's buttons answer.
 */
const settled = (): boolean => {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-server-rendered')) return true;
  return document.documentElement.hasAttribute('data-app-ready');
};

/**
 * A server-rendered page shows its buttons before the browser app has attached their handlers; a person
 * waits the moment it takes, a journey clicks at once. After every full page load (goto, reload) the journey
 * therefore waits until the app has hydrated, bounded, so a journey about a failing start still runs.
 */
const waitForHydrationAfterLoads = (page: Page): void => {
  const settle = () =>
    page.waitForFunction(settled, undefined, { timeout: HYDRATION_WAIT_MS }).then(
      () => undefined,
      () => undefined,
    );
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await settle();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await settle();
    return response;
  };
};

/** Hydration problems reported by any page of the running test (a worker runs one test at a time). */
let hydrationProblems: string[] = [];

/** Issue 17: a hydration error anywhere fails the journey, with the page it happened on. */
const collectHydrationProblems = (page: Page): void => {
  const note = (text: string) => {
    if (HYDRATION_PROBLEM.test(text)) hydrationProblems.push(`${new URL(page.url()).pathname}: ${text}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(message.text());
  });
  page.on('pageerror', (error) => note(String(error.message)));
};

const watchPage = (page: Page): void => {
  waitForHydrationAfterLoads(page);
  collectHydrationProblems(page);
};

const watched = new WeakSet<BrowserContext>();

const watchContext = (context: BrowserContext): void => {
  if (watched.has(context)) return;
  watched.add(context);
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
};

/**
 * Playwright's test, with every page waiting for hydration after a full load and failing the test on a hydration
 * error: the pages of the test's context and of contexts a journey opens itself (a second visitor, another
 * member). Not with JavaScript disabled:
 * nothing hydrates there. Playwright creates the test's own context through `browser.newContext` without
 * naming `javaScriptEnabled` in the options, so the test's option decides when the options are silent.
 */
export const test = base.extend<{ hydrationAwareContexts: void }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) watchContext(context);
    await use(context);
  },
  hydrationAwareContexts: [
    async ({ browser, javaScriptEnabled }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if ((options?.javaScriptEnabled ?? javaScriptEnabled) !== false) watchContext(context);
        return context;
      };
      hydrationProblems = [];
      await use();
      browser.newContext = newContext;
      expect(hydrationProblems, 'hydration errors: the server HTML was thrown away').toEqual([]);
    },
    { auto: true },
  ],
});
