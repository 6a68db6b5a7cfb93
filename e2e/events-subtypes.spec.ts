import { expect, test, type Locator, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/**
 * A visitor narrows a long subtype list by name (spec §2/§5): a name that matches nothing says
 * 'Geen subtypes gevonden.', a matching name leaves the subtypes to pick, and picking one lands in the URL.
 */

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

/** The sidebar on wide screens, the 'Filters' sheet on phones. */
const filterPanel = async (page: Page, isMobile: boolean): Promise<Locator> => {
  if (!isMobile) return page.getByTestId('events-filters');
  await page.getByTestId('events-filters-button').click();
  return page.getByTestId('events-filter-sheet');
};

test('the subtype filter says when no subtype matches and keeps the matches pickable', async ({
  page,
  isMobile,
}) => {
  await page.goto('/events/workshoptraining');
  const panel = await filterPanel(page, isMobile);
  const filter = panel.getByTestId('events-subtypes-filter');
  await expect(filter).toBeVisible();
  const chips = panel.getByTestId('events-subtypes').getByRole('button');
  expect(await chips.count()).toBeGreaterThan(10);

  await filter.fill('xyz onbekend');
  await expect(panel.getByText('Geen subtypes gevonden.')).toBeVisible();
  await expect(panel.getByTestId('events-subtypes')).toHaveCount(0);

  await filter.fill('YOGA');
  await expect(panel.getByText('Geen subtypes gevonden.')).toHaveCount(0);
  await expect(chips.first()).toBeVisible();
  for (const name of await chips.allTextContents()) expect(name.toLowerCase()).toContain('yoga');

  await chips.filter({ hasText: /^Yoga$/ }).click();
  await expect(page).toHaveURL(/[?&]subtypes=yoga(&|$)/);
  await expect(chips.filter({ hasText: /^Yoga$/ })).toHaveAttribute('aria-pressed', 'true');

  // Another main type starts with an empty name filter.
  await panel.getByTestId('events-type').selectOption('dans');
  await expect(page).toHaveURL(/\/events\/dans/);
  await expect(panel.getByTestId('events-subtypes-filter')).toHaveValue('');
  await expect(panel.getByTestId('events-subtypes').getByRole('button').first()).toBeVisible();
});
