import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * Routing, checked in the desktop project only: where a path lands does not depend on the viewport, and this file
 * opens some fifty screens one after another (≈ 30 s of the 2-core CI machine per project). How the screens look
 * and work on a phone is what the mobile project's journeys and the axe pass over every public page check.
 */

/** Spec §2 aliases and where they must land (core/domain/screens.ts), with the heading of the target screen. */
const ALIASES = [
  { from: '/pricing', to: '/prijzen', heading: 'Prijzen' },
  { from: '/pricing/organisatie', to: '/prijzen', heading: 'Prijzen' },
  { from: '/auth/register', to: '/gratis-proefperiode', heading: 'Gratis proefperiode' },
  { from: '/register', to: '/gratis-proefperiode', heading: 'Gratis proefperiode' },
  { from: '/registreren', to: '/gratis-proefperiode', heading: 'Gratis proefperiode' },
] as const;

/**
 * Aliases into the guarded dashboard, followed by the multi-role demo user (who holds organisation,
 * professional and venue roles). /dashboard itself forwards by the active role (organisation first).
 */
const DASHBOARD_ALIASES = [
  { from: '/subscription/renewal-cancelled', to: '/dashboard/evenementen', heading: 'Mijn evenementen' },
  { from: '/dashboard/profiel', to: '/dashboard/organization/profiel', heading: 'Organisatieprofiel' },
  { from: '/dashboard/profile', to: '/dashboard/professional/profiel', heading: 'Professioneel profiel' },
] as const;

/** Which demo user opens a guarded group of samples (spec §6 role table). */
// The checkout screens need a session since issue 14 (signed out, /checkout sends to the login).
const SIGNED_IN_AS: Record<string, string> = {
  dashboard: DEMO.multi,
  admin: DEMO.admin,
  checkout: DEMO.multi,
};

type ScreenSample = { path: string; heading: string; mayBeNotFound?: boolean };

/** A sample of every group of spec §2; the heading proves the right screen rendered, not just "something". */
const SCREENS: Record<string, readonly ScreenSample[]> = {
  public: [
    { path: '/events/dans', heading: 'Dans' },
    { path: '/evenement/some-slug', heading: 'Evenement', mayBeNotFound: true },
    { path: '/support', heading: 'Helpcentrum' },
    { path: '/help', heading: 'Helpcentrum' },
    { path: '/help/artikel/x', heading: 'Helpartikel', mayBeNotFound: true },
    { path: '/prijzen/organisatie', heading: 'Prijzen' },
    { path: '/roadmap', heading: 'Roadmap' },
    { path: '/about', heading: 'Wij maken de beweging zichtbaar' },
    { path: '/members', heading: 'Leden' },
    { path: '/organisatie/de-ademhalte', heading: 'De Ademhalte Geverifieerd' },
    { path: '/venues', heading: 'Locaties om te huren' },
    { path: '/organisers', heading: 'Organisatoren' },
    { path: '/add-event', heading: 'Evenement toevoegen' },
    { path: '/restricted', heading: 'Alleen voor leden' },
  ],
  community: [
    { path: '/community', heading: 'Community' },
    { path: '/community/guidelines', heading: 'Huisregels' },
    { path: '/community/categorie/x', heading: 'Forumcategorie', mayBeNotFound: true },
    { path: '/onderwerp/x', heading: 'Topic', mayBeNotFound: true },
    { path: '/community/trending', heading: 'Populair' },
    { path: '/community/leaderboard', heading: 'Ranglijst' },
  ],
  auth: [
    { path: '/auth/login', heading: 'Inloggen' },
    { path: '/login', heading: 'Inloggen' },
    { path: '/inloggen', heading: 'Inloggen' },
    { path: '/start-free-trial', heading: 'Gratis proefperiode' },
    { path: '/wachtwoord-vergeten', heading: 'Wachtwoord vergeten' },
    { path: '/auth/callback', heading: 'E-mailadres bevestigen' },
    { path: '/suspended', heading: 'Je account is geschorst' },
  ],
  checkout: [
    { path: '/checkout', heading: 'Afrekenen' },
    { path: '/checkout-success', heading: 'Betaling gelukt' },
    { path: '/ticket-success', heading: 'Je bestelling' },
    { path: '/subscription/renew/abc', heading: 'Lidmaatschap verlengen', mayBeNotFound: true },
    { path: '/subscription-expired', heading: 'Lidmaatschap verlopen' },
  ],
  dashboard: [
    { path: '/dashboard/evenementen/create', heading: 'Evenement aanmaken' },
    { path: '/create-event', heading: 'Evenement aanmaken' },
    { path: '/dashboard/evenementen/prullenbak', heading: 'Prullenbak' },
    { path: '/dashboard/instellingen/beveiliging', heading: 'Beveiliging' },
    { path: '/dashboard/venue/beschikbaarheid', heading: 'Beschikbaarheid locatie' },
    { path: '/dashboard/berichten', heading: 'Berichten' },
  ],
  admin: [
    { path: '/admin', heading: 'Beheer' },
    { path: '/admin/instellingen/email-logs', heading: 'E-maillogboek' },
    { path: '/admin/gebruiker/x/purity-test', heading: 'Gegevenscontrole' },
    { path: '/admin/evenementen/bulk-upload', heading: 'Evenementen importeren' },
    { path: '/admin/test-data', heading: 'Testdata' },
  ],
  test: [
    { path: '/responsive-test', heading: 'Responsive test' },
    { path: '/unified-listing-test', heading: 'Lijstweergave test' },
    { path: '/map-test', heading: 'Kaart test' },
    { path: '/novu-test', heading: 'Meldingen test' },
    { path: '/tab-dropdown-test', heading: 'Tabbladen test' },
  ],
};

const pathIs = (path: string) => (url: URL) => url.pathname === path;

/**
 * Opens a sample and checks its screen. The server's answer is read on its own (status, and the app's HTML); the
 * screen itself comes from a navigation inside the app that is already open (React Router follows a popstate to the
 * new address), except for the first sample of a group, which is a full page load. A full load per sample cost
 * ≈ 0.7 s of the 2-core CI machine each, fifty times; that the server's render hydrates is checked page by page
 * in public-pages-hydrate.spec.ts.
 */
const expectScreen = async (page: Page, { path, heading, mayBeNotFound }: ScreenSample, first: boolean) => {
  // Unknown data may answer 404 (the event page tells crawlers so), always with the app.
  const statuses = mayBeNotFound ? [200, 404] : [200];
  if (first) {
    // 'commit' is enough: the heading assertion below waits for the app; images need not finish loading.
    const response = await page.goto(path, { waitUntil: 'commit' });
    expect(statuses, `${path} answers with the app`).toContain(response?.status());
  } else {
    const response = await page.request.get(path);
    expect(statuses, `${path} answers with the app`).toContain(response.status());
    expect(await response.text(), `${path} answers with the app`).toContain('id="root"');
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await expect(page, `${path} stays put`).toHaveURL(pathIs(path));
  const title = page.getByRole('heading', { level: 1, name: heading, exact: true });
  if (mayBeNotFound) {
    // A detail screen for data that does not exist may show the app's own 404, but never a blank page.
    await expect(title.or(page.getByTestId('not-found')).first(), path).toBeVisible();
  } else {
    await expect(title, path).toBeVisible();
    await expect(page.getByTestId('not-found'), path).toHaveCount(0);
  }
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('dashboard aliases redirect to their target for a signed-in user', async ({ page }) => {
  await signIn(page, DEMO.multi);
  for (const { from, to, heading } of DASHBOARD_ALIASES) {
    await page.goto(from, { waitUntil: 'commit' });
    await expect(page, `${from} → ${to}`).toHaveURL(pathIs(to));
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), from).toBeVisible();
  }
});

test('every alias redirects to its target and Back skips the alias', async ({ page }) => {
  for (const { from, to, heading } of ALIASES) {
    await page.goto(from, { waitUntil: 'commit' });
    await expect(page, `${from} → ${to}`).toHaveURL(pathIs(to));
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), from).toBeVisible();
  }
  // The alias is replaced, not pushed: Back returns to the page before it instead of bouncing forward again.
  await page.goto('/about');
  await page.goto('/registreren');
  await expect(page).toHaveURL(pathIs('/gratis-proefperiode'));
  await page.goBack();
  await expect(page).toHaveURL(pathIs('/about'));
});

for (const [group, samples] of Object.entries(SCREENS)) {
  test(`every ${group} path answers with its screen`, async ({ page }) => {
    const email = SIGNED_IN_AS[group];
    if (email) await signIn(page, email);
    for (const [index, sample] of samples.entries()) await expectScreen(page, sample, index === 0);
  });
}
