import { expect, type Page, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { seededMemberEmail } from './support/members';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 12: a participant chooses a type on /dashboard/interesses and /dashboard/aanbevolen follows the choice,
 * the reason under the first card naming the type. Desktop is the demo participant; mobile runs at the same
 * time, so it takes its own seeded member (58) and the two never change each other's interests.
 */
const chooseOnly = async (page: Page, slug: string) => {
  await page.goto('/dashboard/interesses');
  const form = page.getByTestId('interests-form');
  await expect(form).toBeVisible();
  // Start from nothing, whatever an earlier run saved.
  const clear = form.getByRole('button', { name: 'Alles wissen' });
  if (await clear.isVisible()) await clear.click();
  const group = form.locator(`[data-testid="interest-group"][data-slug="${slug}"]`);
  await group.locator('summary').click();
  await group.getByTestId(`interest-${slug}`).check();
  await expect(form.getByText('Je hebt wijzigingen die nog niet zijn opgeslagen.')).toBeVisible();
  await form.getByTestId('interests-save').click();
  await expect(page.getByText('Je interesses zijn opgeslagen')).toBeVisible();
  await expect(form.getByText('1 interesse opgeslagen')).toBeVisible();
};

const firstReason = (page: Page) =>
  page.getByTestId('recommendation').first().getByTestId('recommendation-reason');

test('a participant chooses a type and the recommendations follow it', async ({ page }, testInfo) => {
  await answerCookieBannerUpFront(page);
  await signIn(page, testInfo.project.name === 'mobile' ? seededMemberEmail(58) : DEMO.participant);

  await chooseOnly(page, 'festival');
  await page.getByRole('link', { name: 'Bekijk je aanbevelingen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/aanbevolen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aanbevolen' })).toBeVisible();
  await expect(firstReason(page)).toHaveText('Omdat je Festival koos bij je interesses');
  await expect(page.getByTestId('recommendation').first().getByTestId('event-card')).toBeVisible();

  await chooseOnly(page, 'dans');
  await page.goto('/dashboard/aanbevolen');
  await expect(firstReason(page)).toHaveText('Omdat je Dans koos bij je interesses');

  // More than one page: 'Meer laden' adds the next twelve.
  const cards = page.getByTestId('recommendation');
  const more = page.getByTestId('recommended-more');
  if (await more.isVisible()) {
    await more.click();
    await expect(cards).toHaveCount(24);
  }
});
