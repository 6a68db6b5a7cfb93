import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/** Reads n from '{n} evenementen gevonden' (Dutch digit grouping: 1.234). */
const eventCount = async (page: Page): Promise<number> => {
  const counter = page.getByTestId('events-count');
  await expect(counter).toHaveText(/^[\d.]+ evenement(en)? gevonden$/);
  const text = await counter.innerText();
  return Number(text.replace(/\D/g, ''));
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

test('visitor browses the upcoming events and narrows them to one main type', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Evenementen' })).toBeVisible();

  const total = await eventCount(page);
  expect(total, 'the demo seed has at least 300 published upcoming events').toBeGreaterThanOrEqual(300);
  const cards = page.getByTestId('event-card');
  await expect(cards.first()).toBeVisible();
  // The list is virtualised: only the rows in and near the viewport are in the page.
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  // A card is a real event: a title and a date.
  await expect(cards.first().getByRole('heading')).not.toBeEmpty();
  await expect(cards.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  const chips = page.getByRole('navigation', { name: 'Soort evenement' });
  await chips.getByRole('link', { name: 'Dans', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/events/dans');
  await expect(page.getByRole('heading', { level: 1, name: 'Dans' })).toBeVisible();
  await expect(chips.getByRole('link', { name: 'Dans', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('events-count')).not.toHaveText(`${total} evenementen gevonden`);
  const dance = await eventCount(page);
  expect(dance).toBeGreaterThan(0);
  expect(dance).toBeLessThan(total);
  await expect(cards.first()).toBeVisible();

  // 'Alle' goes back to every event.
  await chips.getByRole('link', { name: 'Alle', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/events');
  // Web-first: the counter still shows the Dans count for a moment after the URL changed.
  await expect(page.getByTestId('events-count')).toHaveText(
    `${total.toLocaleString('nl-NL')} evenementen gevonden`,
  );
});

test('a main-type URL opened directly shows that type', async ({ page }) => {
  await page.goto('/events/retreatinclverblijf');
  await expect(page.getByTestId('main-type-retreatinclverblijf')).toHaveAttribute('aria-current', 'page');
  expect(await eventCount(page)).toBeGreaterThan(0);
  await expect(page.getByTestId('event-card').first()).toBeVisible();
});
