import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { answerCookieBannerUpFront } from './cookieConsent';
import { DEMO_PASSWORD, signIn } from './signIn';

/** The premium organisation: no monthly event limit, so journeys may create their own ticketed events. */
export const TICKET_ORGANISER = 'organisatie-premium@demo.kring.test';

const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;

/** Signs the request context in (its cookie jar keeps the session). */
export const signInRequest = async (request: APIRequestContext, email: string): Promise<void> => {
  const response = await request.post('/api/auth/sign-in', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: origin() },
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
};

/**
 * A published upcoming event of the premium organisation with one ticket type, created through the API.
 * `maxParticipants` bounds the seats (the editor has no per-ticket quantity), so a sold-out event needs
 * no seeded sales.
 */
export const createTicketedEvent = async (
  request: APIRequestContext,
  input: { title: string; price: number; ticketName: string; maxParticipants?: number },
): Promise<{ id: string; slug: string }> => {
  await signInRequest(request, TICKET_ORGANISER);
  const response = await request.post('/api/dashboard/events', {
    headers: { origin: origin() },
    data: {
      title: input.title,
      mainType: 'event',
      startDate: new Date(Date.now() + 21 * 86_400_000).toISOString(),
      city: 'Utrecht',
      address: 'Oudegracht 100',
      publish: true,
      ...(input.maxParticipants ? { maxParticipants: input.maxParticipants } : {}),
      tickets: [{ name: input.ticketName, price: input.price, isActive: true }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; slug: string };
};

/** A signed-in page in a fresh browser context (a second person in the same journey). */
export const pageAs = async (browser: Browser, email: string, mobile: boolean): Promise<Page> => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL ?? '',
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    ...(mobile ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await answerCookieBannerUpFront(page);
  await signIn(page, email);
  return page;
};
