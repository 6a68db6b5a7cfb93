import type { Page } from '@playwright/test';

const HOLD_MS = 2_000;

/**
 * Holds back the download of a chunk for 2 s, as on a slow connection; `at` is when it goes on (0 until the page
 * has asked for it). The caller drops the route before the test ends (`page.unrouteAll`).
 */
export const holdBack = async (page: Page, chunk: RegExp): Promise<{ at: number }> => {
  const release = { at: 0 };
  await page.route(chunk, async (route) => {
    release.at = Date.now() + HOLD_MS;
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue().catch(() => undefined);
  });
  return release;
};
