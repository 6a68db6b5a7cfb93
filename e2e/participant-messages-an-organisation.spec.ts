import { expect, test, type Browser, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 15 journey: a participant messages an organisation from its profile ('Stuur een bericht'); the
 * organisation, on /dashboard/berichten in another browser, sees it arrive without reloading and answers;
 * the participant sees the answer arrive and the read receipt. Desktop and mobile run at once against one
 * server, so each project writes as its own participant (one conversation per pair) with unique texts.
 */

const LIVE = { timeout: 20_000 };

const memberPage = async (browser: Browser, page: Page, email: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const other = await context.newPage();
  await answerCookieBannerUpFront(other);
  await signIn(other, email);
  return other;
};

test('a participant messages an organisation and gets a live answer with a read receipt', async ({
  page,
  browser,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const participant = mobile ? DEMO.multi : DEMO.participant;
  const run = `${testInfo.project.name}-${Date.now()}`;
  const question = `Is de workshop geschikt voor beginners? Zie https://example.org/vraag (${run})`;
  const answer = `Zeker, iedereen is welkom! (${run})`;

  await answerCookieBannerUpFront(page);
  await signIn(page, participant);
  const organisation = await memberPage(browser, page, DEMO.organisation);
  await organisation.goto('/dashboard/berichten');
  await expect(organisation.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();

  // The participant writes from the organisation's profile.
  await page.goto('/organization/de-ademhalte');
  await page.getByTestId('start-conversation').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(question);
  await dialog.getByTestId('start-send').click();
  await expect(page).toHaveURL(/\/dashboard\/berichten\?gesprek=/);
  const mine = page.getByTestId('message').filter({ hasText: question });
  await expect(mine.first()).toBeVisible();
  // Plain text with a safe link.
  const link = mine.first().getByRole('link', { name: 'https://example.org/vraag' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(link).toHaveAttribute('target', '_blank');

  // The organisation sees it arrive without reloading, opens it and answers with Enter.
  const row = organisation.getByTestId('conversation-row').filter({ hasText: run });
  await expect(row).toBeVisible(LIVE);
  await row.click();
  await expect(organisation.getByTestId('message').filter({ hasText: question })).toBeVisible();
  const composer = organisation.getByTestId('composer-input');
  await composer.fill(answer);
  await composer.press('Enter');
  await expect(organisation.getByTestId('message').filter({ hasText: answer })).toBeVisible();
  await expect(composer).toHaveValue('');

  // The participant sees the answer and that the question was read.
  await expect(page.getByTestId('message').filter({ hasText: answer })).toBeVisible(LIVE);
  await expect(mine.last().getByTestId('read-receipt')).toHaveText('Gelezen', LIVE);

  if (mobile) {
    // On a phone the thread is its own view with a way back to the list.
    await page.getByTestId('thread-back').click();
    await expect(page.getByTestId('conversation-list')).toBeVisible();
  }
  await organisation.context().close();
});
