import { expect, test, type Browser, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { signIn } from './support/signIn';

/**
 * A member signed in on several browsers signs the others out from /dashboard/instellingen/beveiliging:
 * one by one, then all at once. Seeded members nobody else's journey uses, one per project.
 */
const ACCOUNTS: Record<string, string> = {
  desktop: 'lisa.vermeulen@leden.kring.test',
  mobile: 'stijn.vanacker@leden.kring.test',
};
const SECURITY_PAGE = '/dashboard/instellingen/beveiliging';

// Both journeys act on the same account's sessions.
test.describe.configure({ mode: 'serial' });

const accountEmail = (): string => ACCOUNTS[test.info().project.name] ?? ACCOUNTS.desktop ?? '';

/** Another browser (own cookie jar) signed in as the same member, on the security page. */
const otherBrowser = async (browser: Browser, email: string): Promise<Page> => {
  const context = await browser.newContext({ ...test.info().project.use });
  const page = await context.newPage();
  await answerCookieBannerUpFront(page);
  await signIn(page, email);
  await page.goto(SECURITY_PAGE);
  await expect(page.getByTestId('session-row').first()).toBeVisible();
  return page;
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('signing out another device ends that session', async ({ page, browser }) => {
  const email = accountEmail();
  const other = await otherBrowser(browser, email);
  await signIn(page, email);
  await page.goto(SECURITY_PAGE);

  const section = page.getByTestId('sessions-section');
  const rows = section.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  const current = rows.filter({ hasText: 'Dit apparaat' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(/Laatst actief .*geleden/);
  await expect(current.getByRole('button', { name: /Uitloggen/ })).toHaveCount(0);

  await rows
    .filter({ hasNotText: 'Dit apparaat' })
    .getByRole('button', { name: /^Uitloggen/ })
    .click();
  await expect(page.getByText(/is uitgelogd\./)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(section).toContainText('Je bent alleen op dit apparaat ingelogd.');

  // The other browser is signed out: its API calls say so, and the page sends it to the login.
  const refused = await other.request.get('/api/me/sessions');
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.message).toBe('Sessie verlopen. Log opnieuw in.');
  await other.reload();
  await expect(other).toHaveURL((url) => url.pathname === '/auth/login');
  await other.context().close();
});

test('"Overal anders uitloggen" ends every other session after confirming', async ({ page, browser }) => {
  const email = accountEmail();
  const others = [await otherBrowser(browser, email), await otherBrowser(browser, email)];
  await signIn(page, email);
  await page.goto(SECURITY_PAGE);

  const section = page.getByTestId('sessions-section');
  const rows = section.getByTestId('session-row');
  // Two other browsers, plus whatever earlier journeys of this member left signed in.
  await expect(rows.filter({ hasText: 'Dit apparaat' })).toHaveCount(1);
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await section.getByRole('button', { name: 'Overal anders uitloggen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Overal anders uitloggen?' });
  await expect(dialog).toContainText(`Je wordt uitgelogd op ${count - 1} andere apparaten.`);
  await dialog.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByText(`Je bent uitgelogd op ${count - 1} andere apparaten.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('session-row')).toHaveCount(1);

  for (const other of others) {
    expect((await other.request.get('/api/me/sessions')).status()).toBe(401);
    await other.context().close();
  }
  expect((await page.request.get('/api/me/sessions')).status()).toBe(200);
});
