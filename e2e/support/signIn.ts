import { expect, test, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'kring-demo-2026';

export const DEMO = {
  participant: 'deelnemer@demo.kring.test',
  organisation: 'organisatie@demo.kring.test',
  admin: 'admin@demo.kring.test',
  multi: 'multi@demo.kring.test',
} as const;

/**
 * Signs a demo user in through the API (the session cookie lands in the page's browser context), for
 * journeys about a guarded page rather than the login form. The Origin header passes the CSRF check.
 */
export const signIn = async (page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> => {
  const baseURL = test.info().project.use.baseURL ?? '';
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email, password },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
};
