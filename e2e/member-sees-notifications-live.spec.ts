import { expect, test, type APIRequestContext } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { seededMemberEmail } from './support/members';
import { DEMO, signIn } from './support/signIn';
import { signInRequest } from './support/ticketEvents';

/**
 * Issue 15: a member sees a notification arrive live (toast 'title: content', then the unread badge on the
 * bell 'Meldingen'), marks everything read from the bell, and pages and filters the history on
 * /dashboard/notificaties. The cause is a forum reply by an admin in another browser context (the forum
 * notifies the topic's author). Desktop and mobile each use their own seeded member (24 and 25).
 */
test('a member sees a notification arrive live, reads it from the bell and browses the history', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const mobile = testInfo.project.name === 'mobile';
  const origin = new URL(baseURL ?? '').origin;
  const tag = `${mobile ? 'm' : 'd'}${Date.now().toString(36)}`;
  await answerCookieBannerUpFront(page);
  await signIn(page, seededMemberEmail(mobile ? 25 : 24));
  // Start from a clean bell: earlier runs on the same data left notifications.
  await page.request.post('/api/me/notifications/read-all', { headers: { origin } });

  const topicTitle = `Wie gaat er mee naar de markt ${tag}?`;
  const topic = await page.request.post('/api/forum/topics', {
    headers: { origin },
    data: { title: topicTitle, content: 'Ik zoek gezelschap voor de boekenmarkt van zaterdag.' },
  });
  expect(topic.status(), await topic.text()).toBe(201);
  const { id: topicId } = (await topic.json()) as { id: string };

  const adminContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const admin: APIRequestContext = adminContext.request;
  await signInRequest(admin, DEMO.admin);
  const reply = async (n: number) => {
    const res = await admin.post(`/api/forum/topics/${topicId}/posts`, {
      headers: { origin },
      data: { content: `Ik ga graag mee! (${tag} ${n})` },
    });
    expect(res.status(), await res.text()).toBe(201);
  };

  await page.goto('/events');
  const bell = page.getByRole('button', { name: /^Meldingen/ });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAccessibleName('Meldingen');
  // The stream is open once the page is; the reply arrives without a reload.
  await expect(page.locator('[data-testid="bell"][data-bell-state="ready"][data-live="true"]')).toBeVisible();
  await reply(1);
  await expect(
    page.getByText(
      new RegExp(`^Nieuwe reactie op je topic: .* reageerde op “${topicTitle.replace(/[?]/g, '\\?')}”\\.$`),
    ),
  ).toBeVisible();
  await expect(bell).toHaveAccessibleName('Meldingen, 1 ongelezen');
  await expect(page.getByTestId('bell-badge')).toHaveText('1');

  await bell.click();
  const panel = page.getByTestId(mobile ? 'bell-sheet' : 'bell-popover');
  await expect(panel.getByText('Nieuwe reactie op je topic').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Alles gelezen' }).click();
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);
  await panel.getByRole('link', { name: 'Alle meldingen bekijken' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notificaties$/);
  await expect(bell).toHaveAccessibleName('Meldingen');

  // 21 more replies: more than one page of 20, all unread.
  for (let n = 2; n <= 22; n += 1) await reply(n);
  await expect(bell).toHaveAccessibleName('Meldingen, 21 ongelezen');
  await adminContext.close();

  // The burst ends in one summary toast instead of 21 ('… nieuwe meldingen meer'); let the toasts go.
  await expect(page.getByText(/nieuwe meldingen meer$/).first()).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  const list = page.getByTestId('notification-history');
  await expect(list.getByTestId('notification-item')).toHaveCount(20);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(list.getByTestId('notification-item').first()).toBeVisible();

  await page.getByRole('button', { name: 'Gelezen', exact: true }).click();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(list.locator('[data-read="false"]')).toHaveCount(0);
  await expect(list.getByText('Nieuwe reactie op je topic').first()).toBeVisible();

  await page.getByRole('button', { name: 'Ongelezen', exact: true }).click();
  await expect(list.locator('[data-read="true"]')).toHaveCount(0);
  await page.getByLabel('Soort').selectOption({ label: 'Nieuwe functies' });
  await expect(page.getByTestId('notifications-empty')).toContainText('Geen meldingen met deze filters');
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(list.getByTestId('notification-item')).toHaveCount(20);

  await page.getByRole('button', { name: 'Alles als gelezen markeren' }).click();
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);
  await expect(list.locator('[data-read="false"]')).toHaveCount(0);
});
