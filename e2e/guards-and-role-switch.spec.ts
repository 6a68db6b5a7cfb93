import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, DEMO_PASSWORD, signIn } from './support/signIn';

/** Route guards of spec §6 and the 'Account Rollen' switcher of spec §4, on desktop and phone. */

const pathIs = (path: string) => (url: URL) => url.pathname === path;

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('a visitor is sent to the login and returns to the guarded page after signing in', async ({ page }) => {
  await page.goto('/dashboard/evenementen');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth/login' && url.search === '?from=%2Fdashboard%2Fevenementen',
  );
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mailadres').fill(DEMO.organisation);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(pathIs('/dashboard/evenementen'));
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn evenementen', exact: true })).toBeVisible();
});

test('a participant cannot open the organisation events and lands on the overview', async ({ page }) => {
  await signIn(page, DEMO.participant);
  await page.goto('/dashboard/evenementen');
  await expect(page).toHaveURL(pathIs('/dashboard/overzicht'));
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht', exact: true })).toBeVisible();
  // The admin section refuses non-admins the same way.
  await page.goto('/admin');
  await expect(page).toHaveURL(pathIs('/dashboard/overzicht'));
});

test('a visitor sees /restricted instead of the professionals', async ({ page }) => {
  await page.goto('/professionals');
  await expect(page).toHaveURL(pathIs('/restricted'));
  await expect(page.getByRole('heading', { level: 1, name: 'Alleen voor leden', exact: true })).toBeVisible();
  await page.goto('/professionals/iemand');
  await expect(page).toHaveURL(pathIs('/restricted'));
});

test('the admin lands on /admin from /dashboard', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(pathIs('/admin'));
});

/** Opens the switcher: the header dropdown on desktop, the 'Meer' sheet on a phone. */
const openSwitcher = async (page: Page, isMobile: boolean) => {
  if (isMobile) {
    await page.getByTestId('mobile-more-button').tap();
    const section = page.getByTestId('role-switcher-sheet');
    await expect(section).toBeVisible();
    return section;
  }
  await page.getByTestId('role-switcher').click();
  const menu = page.getByTestId('role-switcher-menu');
  await expect(menu).toBeVisible();
  return menu;
};

test('the multi-role user switches roles through Account Rollen', async ({ page, isMobile }) => {
  await signIn(page, DEMO.multi);
  await page.goto('/events');

  let switcher = await openSwitcher(page, isMobile);
  await expect(switcher.getByText('Account Rollen', { exact: true })).toBeVisible();
  await expect(switcher.getByRole('group', { name: 'Mijn Profielen' })).toBeVisible();
  const team = switcher.getByRole('group', { name: 'Team Organisaties' });
  await expect(team).toContainText('Kirtan Collectief Gent');
  await expect(team).toContainText('Team');
  await expect(team).toContainText('Als team lid');

  // Venue: the switch goes to /dashboard, whose index sends a venue to the overview.
  await switcher.getByTestId('role-option-venue').click();
  await expect(page).toHaveURL(pathIs('/dashboard/overzicht'));
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht', exact: true })).toBeVisible();
  await expect(page.getByText('Je bent nu actief als Locatie.')).toBeVisible();

  // Organisation (own profile): straight to the organisation's events.
  switcher = await openSwitcher(page, isMobile);
  await switcher.getByTestId('role-option-organization').click();
  await expect(page).toHaveURL(pathIs('/dashboard/evenementen'));
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn evenementen', exact: true })).toBeVisible();
});

test('a single-role user sees no switcher', async ({ page, isMobile }) => {
  await signIn(page, DEMO.participant);
  await page.goto('/events');
  if (isMobile) {
    // On a phone the switcher would live in the Meer sheet.
    await page.getByTestId('mobile-more-button').tap();
    await expect(page.getByTestId('mobile-more-sheet')).toBeVisible();
    await expect(page.getByTestId('role-switcher-sheet')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('user-menu')).toBeVisible();
  }
  await expect(page.getByTestId('role-switcher')).toHaveCount(0);
});
