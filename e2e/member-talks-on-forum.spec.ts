import { expect, test, type Browser, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 13 "Done when" for the forum: a visitor reads a category and a topic and is sent to the login page by
 * 'Nieuw Topic'; a member posts a topic with an <img onerror> and a <script> that never run; another member
 * replies and votes; the author closes the topic and replying is refused; an admin pins it and it shows under
 * 'Uitgelicht'. Desktop and mobile run at once against one server: titles and texts are unique per run.
 */

const memberPage = async (browser: Browser, page: Page, email: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const other = await context.newPage();
  await answerCookieBannerUpFront(other);
  await signIn(other, email);
  return other;
};

test('a visitor reads a category and a topic, and is sent to login to start one', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Community-onderdelen' });
  for (const tab of ['Overzicht', 'Categorieën', 'Recent', 'Event Discussies', 'Uitgelicht']) {
    await expect(tabs.getByRole('link', { name: tab, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('forum-stats')).toBeVisible();

  await page
    .getByTestId('forum-categories')
    .getByRole('link', { name: /Welkom & kennismaking/ })
    .click();
  await expect(page).toHaveURL(/\/community\/category\/welkom$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom & kennismaking' })).toBeVisible();
  await page.getByRole('link', { name: 'Hallo uit Gent 👋' }).click();
  await expect(page).toHaveURL(/\/community\/topic\/hallo-uit-gent/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo uit Gent 👋' })).toBeVisible();
  await expect(page.getByTestId('forum-topic-content')).toContainText('ademwerk en meditatie');
  await expect(page.getByTestId('forum-post').first()).toContainText('Welkom Elien');
  await expect(page.getByText('Log in om te reageren of te stemmen.')).toBeVisible();

  await page.goto('/community/create');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth/login' && url.searchParams.get('from') === '/community/create',
  );
});

test('members talk: a safe topic, a reply and a vote, closing, pinning', async ({
  page,
  browser,
}, testInfo) => {
  const run = `${testInfo.project.name} ${Date.now()}`;
  const title = `Veilig delen op het forum (${run})`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // The author writes a topic whose Markdown carries script attempts.
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.participant);
  // …starting from an event page: 'Bespreek dit evenement' links the topic to the event.
  const events = await (await page.request.get('/api/events?pageSize=2')).json();
  const event = events.items[testInfo.project.name === 'mobile' ? 1 : 0] as { slug: string; title: string };
  await page.goto(`/evenement/${event.slug}`);
  const discussions = page.getByTestId('event-discussions');
  await expect(discussions.getByRole('heading', { name: 'Discussies' })).toBeVisible();
  await discussions.getByRole('link', { name: 'Bespreek dit evenement' }).click();
  await expect(page).toHaveURL(/\/community\/create\?eventId=/);
  await expect(page.getByText(`Je bespreekt het evenement ‘${event.title}’.`)).toBeVisible();
  await page.getByLabel('Titel').fill(title);
  await page
    .getByLabel('Inhoud')
    .fill(
      `Hoe houden we dit forum veilig?\n\n<img src=x onerror="window.__xss = 1; alert('xss')">\n\n<script>window.__xss = 2; alert('xss')</script>\n\nGroet, ${run}`,
    );
  await expect(page.getByLabel('Categorie')).toHaveValue('');
  await expect(page.getByLabel('Categorie').locator('option:checked')).toHaveText('Algemeen');
  await page.getByLabel('Tags').fill('veiligheid, e2e');
  await page.getByRole('button', { name: 'Topic plaatsen' }).click();
  await expect(page.getByText('Topic succesvol aangemaakt')).toBeVisible();
  await expect(page).toHaveURL(/\/community\/topic\/veilig-delen-op-het-forum/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('topic-category')).toHaveText('Algemeen');
  await expect(page.getByTestId('forum-topic-content')).toContainText(`Groet, ${run}`);
  await expect(page.getByTestId('forum-topic-content').locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const topicUrl = page.url();

  // The author edits the topic (its own ability); the form comes back filled in.
  await page.getByTestId('topic-actions').getByRole('link', { name: 'Bewerken' }).click();
  await expect(page).toHaveURL(/\/community\/create\?edit=/);
  await expect(page.getByLabel('Titel')).toHaveValue(title);
  await expect(page.getByLabel('Tags')).toHaveValue('veiligheid, e2e');
  await page.getByLabel('Inhoud').press('Control+End');
  await page.getByLabel('Inhoud').pressSequentially('\n\nAanvulling: lees ook de huisregels.');
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.getByText('Topic succesvol bijgewerkt')).toBeVisible();
  await expect(page).toHaveURL(topicUrl);
  await expect(page.getByTestId('forum-topic-content')).toContainText('Aanvulling: lees ook de huisregels.');
  const slug = new URL(topicUrl).pathname.split('/').pop() ?? '';

  // Another member replies and votes the topic up.
  const other = await memberPage(browser, page, DEMO.organisation);
  await other.goto(topicUrl);
  const reply = `Goede vraag! Gewoon vriendelijk blijven en melden wat niet klopt. (${run})`;
  await other.getByLabel('Je reactie').fill(reply);
  await other.getByRole('button', { name: 'Reactie plaatsen' }).click();
  await expect(other.getByTestId('forum-post').filter({ hasText: reply })).toBeVisible();
  const topicVotes = other.getByTestId('vote-topic');
  await topicVotes.getByRole('button', { name: 'Stem omhoog' }).click();
  await expect(topicVotes.getByRole('button', { name: 'Stem omhoog' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(other.getByTestId('vote-score-topic')).toHaveText('1');

  // The author sees the reply and closes the topic; replying is refused from then on.
  await page.reload();
  await expect(page.getByTestId('forum-post').filter({ hasText: reply })).toBeVisible();
  await expect(page.getByTestId('vote-score-topic')).toHaveText('1');
  // 'Citeer' puts the reply as a Markdown quote into the form; the answer shows it as a quote.
  await page
    .getByTestId('forum-post')
    .filter({ hasText: reply })
    .getByRole('button', { name: 'Citeer' })
    .click();
  await expect(page.getByLabel('Je reactie')).toHaveValue(/^> \*\*.+\*\* schreef:\n> Goede vraag!/);
  await page.getByLabel('Je reactie').press('Control+End');
  await page.getByLabel('Je reactie').pressSequentially(`Dank je, precies! (${run})`);
  await page.getByRole('button', { name: 'Reactie plaatsen' }).click();
  const answer = page.getByTestId('forum-post').filter({ hasText: `Dank je, precies! (${run})` });
  await expect(answer.locator('blockquote')).toContainText('Goede vraag!');
  await page.getByRole('button', { name: 'Topic sluiten' }).click();
  await expect(page.getByText('Topic gesloten')).toBeVisible();
  await expect(page.getByTestId('topic-closed-notice')).toBeVisible();

  await other.reload();
  await expect(other.getByTestId('topic-closed-notice')).toContainText('Dit topic is gesloten');
  await expect(other.getByLabel('Je reactie')).toHaveCount(0);
  const topic = await (await other.request.get(`/api/forum/topics/${slug}`)).json();
  const refused = await other.request.post(`/api/forum/topics/${topic.id}/posts`, {
    data: { content: `Toch nog een reactie (${run})` },
    headers: { origin: new URL(topicUrl).origin },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
  await other.context().close();

  // An admin pins it: it shows under 'Uitgelicht'.
  const admin = await memberPage(browser, page, DEMO.admin);
  await admin.goto(topicUrl);
  await admin.getByRole('button', { name: 'Moderatie' }).click();
  await admin.getByRole('menuitem', { name: 'Vastzetten en uitlichten' }).click();
  await expect(admin.getByText('Topic vastgezet en uitgelicht')).toBeVisible();
  await admin
    .getByRole('navigation', { name: 'Kruimelpad' })
    .getByRole('link', { name: 'Community' })
    .click();
  await admin
    .getByRole('navigation', { name: 'Community-onderdelen' })
    .getByRole('link', { name: 'Uitgelicht' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Uitgelicht' })).toBeVisible();
  const row = admin.getByTestId('forum-topic-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Vastgezet');
  await admin.context().close();

  // The event page lists the discussion about it.
  await page.goto(`/evenement/${event.slug}`);
  await expect(page.getByTestId('event-discussions').getByRole('link', { name: title })).toBeVisible();

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
