import { expect, test } from './support/test';
import type { DashboardEventListResponse } from '@core/schemas/eventWrite';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('an organiser opens the overview of one event from the list: status, views, saves and the ways on', async ({
  page,
}) => {
  await signIn(page, DEMO.organisation);
  const list = (await (
    await page.request.get('/api/dashboard/events?tab=published&pageSize=1')
  ).json()) as DashboardEventListResponse;
  const event = list.items[0];
  expect(event, 'the demo organisation has a published event').toBeTruthy();
  if (!event) return;

  await page.goto('/dashboard/evenementen/gepubliceerd');
  const row = page.getByRole('listitem').filter({ hasText: event.title }).first();
  await row.getByTestId('event-actions-menu').click();
  await page.getByTestId('event-action-overview').click();

  await expect(page).toHaveURL((url) => url.pathname === `/dashboard/evenementen/${event.id}`);
  const overview = page.getByTestId('event-overview-page');
  await expect(overview.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(overview.getByTestId('overview-views')).toHaveText(String(event.viewCount));
  await expect(overview.getByTestId('overview-saves')).toHaveText(String(event.savedCount));
  await expect(overview.getByTestId('overview-when')).toContainText(/^\d{2} \S+ \d{4} · \d{2}:\d{2}/);

  // The ways on: the editor and the public page of this very event.
  await overview.getByTestId('overview-edit').click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/dashboard/evenementen/edit/'));
  await page.goBack();
  await overview.getByRole('link', { name: 'Bekijk evenement' }).click();
  await expect(page).toHaveURL((url) => /^\/(evenement|event)\//.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
});

test('an event that is not yours shows why instead of an overview', async ({ page }) => {
  await signIn(page, DEMO.organisation);
  await page.goto('/dashboard/evenementen/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('event-edit-not-found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar mijn evenementen' })).toBeVisible();
});
