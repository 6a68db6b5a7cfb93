import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { seededMemberEmail } from './support/members';
import { startAsSeededMember } from './support/participant';
import { signIn } from './support/signIn';

/**
 * Issue 11 "Done when": a participant opens /professionals, opens a professional and one of their services,
 * follows and saves the professional, and another member who has the same page open sees both counts change
 * without reloading. Desktop and mobile (390 px) run at once, each with its own members (52–55) and its own
 * professional, so their counts never mix.
 */
test('a participant follows and saves a professional; another member sees the counts change live', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const {
    mobile,
    origin,
    target: professional,
  } = await startAsSeededMember(page, testInfo, baseURL, {
    members: [52, 53],
    listPath: '/api/professionals?pageSize=10',
    pick: [2, 3],
  });
  const detail = (await (await page.request.get(`/api/professionals/${professional.slug}`)).json()) as {
    ownerUserId: string;
  };
  // Start neither following nor saved (a retried run may have left either on).
  await page.request.delete(`/api/follows/${detail.ownerUserId}`, { headers: { origin } });
  await page.request.delete(`/api/me/favorites/professionals/${professional.id}`, { headers: { origin } });

  // Another member has the profile open in a second browser context.
  const other = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const watcher = await other.newPage();
  await answerCookieBannerUpFront(watcher);
  await signIn(watcher, seededMemberEmail(mobile ? 55 : 54));
  await watcher.goto(`/professionals/${professional.slug}`);
  const watchedFollowers = watcher.getByTestId('follow-button').getByTestId('follower-count');
  const watchedSaves = watcher.getByTestId('save-profile-button').getByTestId('saved-count');
  await expect(watchedFollowers).toHaveText(/^\d+$/);
  await expect(watchedSaves).toHaveText(/^\d+$/);
  const followersBefore = Number(await watchedFollowers.textContent());
  const savesBefore = Number(await watchedSaves.textContent());

  // The participant finds the professional through the directory and opens one of their services.
  await page.goto('/professionals');
  await page.getByRole('link', { name: professional.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/professionals/${professional.slug}$`));
  const service = page.locator('a[href^="/dienst/"]').first();
  await expect(service).toBeVisible();
  const serviceTitle = (await service.textContent())?.trim() ?? '';
  await service.click();
  await expect(page).toHaveURL(/\/dienst\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(serviceTitle.length).toBeGreaterThan(0);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/professionals/${professional.slug}$`));

  const follow = page.getByTestId('follow-button');
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(watchedFollowers).toHaveText(String(followersBefore + 1));

  const save = page.getByTestId('save-profile-button');
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(watchedSaves).toHaveText(String(savesBefore + 1));

  // The follow shows on the participant's dashboard.
  await page.goto('/dashboard/organisaties');
  await expect(page.getByRole('link', { name: professional.title }).first()).toBeVisible();

  // Undo, and the other member sees the counts go back.
  await page.request.delete(`/api/follows/${detail.ownerUserId}`, { headers: { origin } });
  await page.request.delete(`/api/me/favorites/professionals/${professional.id}`, { headers: { origin } });
  await expect(watchedFollowers).toHaveText(String(followersBefore));
  await expect(watchedSaves).toHaveText(String(savesBefore));
  await other.close();
});
