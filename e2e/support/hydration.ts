import { expect, type Page } from '@playwright/test';

/**
 * Issue 17: hydration errors fail the suite. React reports a server render that the browser's first render does
 * not match on the console: minified errors #418 (HTML), #423 (recoverable, client re-render), #425 (text), and
 * in development builds the spelled-out messages. Any of these means the server's HTML was thrown away.
 */
export const HYDRATION_PROBLEM =
  /Minified React error #(418|419|420|421|422|423|425)|Hydration failed|hydrat(ed|ion).*did(n't| not) match|server rendered HTML|error while hydrating/i;

export type HydrationWatch = {
  /** Console messages (errors and warnings) and page errors that are about hydration. */
  problems: () => string[];
  /** Fails with the messages when any hydration problem was reported. */
  expectNone: () => void;
};

/** Starts listening; call before `page.goto`. */
export const watchHydration = (page: Page): HydrationWatch => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(String(error.message))) problems.push(`pageerror: ${error.message}`);
  });
  return {
    problems: () => [...problems],
    expectNone: () => expect(problems, 'hydration problems').toEqual([]),
  };
};

/**
 * True once the browser app has hydrated the server's HTML: the app has committed its first render (it marks
 * <html data-app-ready>), and React's internal keys are on the server's first #root element, so hydration adopted
 * the server's nodes rather than replacing them.
 */
export const waitForHydration = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => {
    if (!document.documentElement.hasAttribute('data-app-ready')) return false;
    // The first rendered element: React streams the page's resource hints (<link rel=preload>) ahead of it.
    const first = document.querySelector('#root > :not(link, meta, style, script)');
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
  });
};

/**
 * Opens `url` (absolute: the page may still be blank) with the app's entry script held back, so the server's HTML is on screen without the app; call
 * the returned function to let the script load. The page is navigated from itself: page.goto would wait for the
 * load event, which waits for the held script.
 */
export const openWithoutTheApp = async (page: Page, url: URL): Promise<() => void> => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.evaluate((href) => window.location.assign(href), url.toString());
  return release;
};
