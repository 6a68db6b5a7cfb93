import { expect, request as playwrightRequest, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { startAsSeededMember } from './support/participant';
import { DEMO, DEMO_PASSWORD } from './support/signIn';

/**
 * Issue 11, following and saving. Desktop and mobile (390 px) run at once, each with its own seeded member
 * (50, 51) and its own venue, so their counts never mix. No public page hosts the follow button on this
 * branch yet (the organisation, professional and member pages come from other slices), so the member follows
 * the demo organisation through the API and manages the follow on /dashboard/organisaties.
 */
test('a participant saves a venue (live count elsewhere) and manages a follow on /dashboard/organisaties', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const { origin, target: venue } = await startAsSeededMember(page, testInfo, baseURL, {
    members: [50, 51],
    listPath: '/api/venues?pageSize=10',
    pick: [0, 1],
  });
  // Start unsaved (a retried run may have left it saved).
  await page.request.delete(`/api/me/favorites/venues/${venue.id}`, { headers: { origin } });

  // A visitor has the venue page open in another browser context.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const watcher = await visitor.newPage();
  await answerCookieBannerUpFront(watcher);
  await watcher.goto(`/venues/${venue.slug}`);
  const watcherCount = watcher.getByTestId('save-profile-button').getByTestId('saved-count');
  await expect(watcherCount).toHaveText(/^\d+$/);
  const before = Number(await watcherCount.textContent());

  await page.goto(`/venues/${venue.slug}`);
  const save = page.getByTestId('save-profile-button');
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page.getByText('De locatie is toegevoegd aan je opgeslagen locaties.')).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save.getByTestId('saved-count')).toHaveText(String(before + 1));
  // No reload in the other context: the count arrives over the realtime stream.
  await expect(watcherCount).toHaveText(String(before + 1));
  await save.click();
  await expect(page.getByText('De locatie is verwijderd uit je opgeslagen locaties.')).toBeVisible();
  await expect(watcherCount).toHaveText(String(before));

  // The visitor who tries to save is asked to log in.
  await watcher.getByTestId('save-profile-button').click();
  await expect(watcher.getByText('Je moet ingelogd zijn om locaties op te slaan.')).toBeVisible();
  await visitor.close();

  // Follow the demo organisation (its owner's account id from its own session).
  const organisation = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  await organisation.post('/api/auth/sign-in', {
    data: { email: DEMO.organisation, password: DEMO_PASSWORD },
    headers: { origin },
  });
  const session = (await (await organisation.get('/api/session')).json()) as { user: { id: string } };
  await organisation.dispose();
  const ownerId = session.user.id;
  const followed = await page.request.put(`/api/follows/${ownerId}`, { headers: { origin } });
  expect(followed.status()).toBe(200);

  await page.goto('/dashboard/organisaties');
  await expect(page.getByRole('heading', { level: 1, name: 'Gevolgde organisaties' })).toBeVisible();
  const row = page.locator(`[data-testid="following-item"][data-user-id="${ownerId}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByText('Organisatie', { exact: true })).toBeVisible();
  const bell = row.getByTestId('following-notifications');
  await expect(bell).toHaveText('Meldingen aan');
  await bell.click();
  await expect(bell).toHaveText('Meldingen uit');
  await expect(page.getByText(/Je krijgt geen meldingen meer van/)).toBeVisible();
  await page.reload();
  await expect(row.getByTestId('following-notifications')).toHaveText('Meldingen uit');

  await row.getByTestId('following-unfollow').click();
  await expect(page.getByText(/Je volgt .* niet meer\./)).toBeVisible();
  await expect(row).toHaveCount(0);
  const state = (await (await page.request.get(`/api/follows/state?ids=${ownerId}`)).json()) as {
    ids: string[];
  };
  expect(state.ids).toEqual([]);
});
