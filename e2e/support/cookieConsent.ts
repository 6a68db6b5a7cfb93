import type { Page } from '@playwright/test';

/** Same key as web/features/navigation/cookieConsent.ts (kept in sync by the cookie journey, which reads it). */
export const COOKIE_CONSENT_KEY = 'kring.cookieConsent';

/**
 * Journeys that are not about cookies answer the banner up front, so it never covers what they click
 * (on phones it sits right above the tab bar). Only sets a value when none is stored yet.
 */
export const answerCookieBannerUpFront = async (page: Page): Promise<void> => {
  await page.addInitScript((key) => {
    try {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'declined');
    } catch {
      // Storage blocked: the banner then simply shows.
    }
  }, COOKIE_CONSENT_KEY);
};
