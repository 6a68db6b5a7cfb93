import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 11 reviews: the demo participant saved two past events of De Ademhalte (seed-past-visits.ts) and
 * reviews one of them (desktop and mobile take a different one, they run at once); the organisation's owner
 * replies from /dashboard/reviews; the reply shows on the public reviews page. The demo professional has no
 * such event and reads why not.
 */
const ORG_REVIEWS = '/organization/de-ademhalte/reviews';
const EVENT_BY_PROJECT: Record<string, string> = {
  desktop: 'Terugblik: Ademavond in De Vonk',
  mobile: 'Terugblik: Ochtendmeditatie aan het water',
};

test('a participant reviews an organisation, the owner replies, the reply is public', async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const eventTitle = EVENT_BY_PROJECT[project] ?? EVENT_BY_PROJECT.desktop!;
  const comment = `Een warme, rustige avond met heldere uitleg (${project}).`;
  const replyText = `Dank je wel, fijn dat je erbij was! (${project})`;

  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.participant);
  await page.goto(ORG_REVIEWS);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews van De Ademhalte' })).toBeVisible();

  const form = page.getByTestId('review-form');
  await expect(form).toBeVisible();
  // The stars are a radio group: keyboard reachable, chosen with the arrow keys.
  await form.getByRole('radio', { name: '1 van 5 sterren' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 van 5 sterren' })).toBeChecked();
  const option = form.locator('option', { hasText: eventTitle });
  await form.getByLabel('Over welk evenement?').selectOption((await option.getAttribute('value')) ?? '');
  await form.getByLabel('Titel (optioneel)').fill('Aanrader');
  await form.getByLabel('Je review').fill(comment);
  await form.getByRole('button', { name: 'Review plaatsen' }).click();
  await expect(page.getByText('Bedankt! Je review is geplaatst.')).toBeVisible();
  const mine = page.getByTestId('review').filter({ hasText: comment });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('link', { name: eventTitle })).toBeVisible();

  // The owner of De Ademhalte answers from the dashboard, in another browser context.
  const ownerContext = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  });
  const owner = await ownerContext.newPage();
  await answerCookieBannerUpFront(owner);
  await signIn(owner, DEMO.organisation);
  await owner.goto('/dashboard/reviews');
  await owner.getByRole('button', { name: 'Zonder reactie' }).click();
  await expect(owner).toHaveURL(/filter=unanswered/);
  const received = owner.getByTestId('review').filter({ hasText: comment });
  await received.getByRole('button', { name: 'Reageren' }).click();
  await received.getByLabel('Je reactie').fill(replyText);
  await received.getByRole('button', { name: 'Reactie plaatsen' }).click();
  await expect(owner.getByText('Je reactie is geplaatst.')).toBeVisible();
  // Answered: gone from the unanswered list.
  await expect(owner.getByTestId('review').filter({ hasText: comment })).toHaveCount(0);
  await ownerContext.close();

  // Everybody sees the reply on the public reviews page.
  const visitorContext = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  });
  const visitor = await visitorContext.newPage();
  await answerCookieBannerUpFront(visitor);
  await visitor.goto(ORG_REVIEWS);
  const shown = visitor.getByTestId('review').filter({ hasText: comment });
  await expect(shown.getByTestId('review-reply')).toContainText(replyText);
  await expect(shown.getByTestId('review-reply')).toContainText('Reactie van De Ademhalte');
  await expect(visitor.getByTestId('review-login')).toContainText('om een review te schrijven');
  await visitorContext.close();
});

test('a participant without a past saved event of the organisation reads why not', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  await signIn(page, 'professional@demo.kring.test');
  await page.goto(ORG_REVIEWS);
  await expect(page.getByTestId('review-not-eligible')).toHaveText(
    'Je kunt alleen een review schrijven over een organisatie waarvan je een afgelopen evenement hebt opgeslagen.',
  );
  await expect(page.getByTestId('review-form')).toHaveCount(0);
});
