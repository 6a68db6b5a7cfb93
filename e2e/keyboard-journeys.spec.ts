import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { expectFocusVisible, tabTo } from './support/keyboard';
import { seededMemberEmail } from './support/members';
import { DEMO_PASSWORD } from './support/signIn';

/**
 * Keyboard-only journeys (issue 17, WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7, 3.3.1): Tab, Shift+Tab, Enter, Space, the
 * arrow keys and Escape, never a mouse click. Going to a URL stands for typing it in the address bar.
 */

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

/** The first Tab of a page reaches the skip link 'Naar de inhoud', which shows itself and moves focus to main. */
const skipToContent = async (page: Page) => {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
};

test('browse events: skip link, a type filter, then open an event', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await skipToContent(page);

  const dance = page
    .getByRole('navigation', { name: 'Soort evenement' })
    .getByRole('link', { name: 'Dans', exact: true });
  await tabTo(page, dance);
  await expectFocusVisible(page);
  const count = page.getByTestId('events-count');
  const allCount = (await count.innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/events/dans');
  // The list keeps the previous results while the new ones load: wait for the dance events themselves.
  await expect(count).not.toHaveText(allCount);
  await expect(page.getByTestId('events-refreshing')).toHaveCount(0);
  await expect(page.getByTestId('event-card').first()).toBeVisible();

  const firstEvent = page.getByTestId('event-card').first().getByRole('link').first();
  const title = (await firstEvent.innerText()).trim();
  await tabTo(page, firstEvent);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/evenement\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('favourite after login, and a dialog gives focus back to its button', async ({ page }, testInfo) => {
  // An event further down the list than the ones other journeys count saves on.
  const list = (await (await page.request.get('/api/events?pageSize=40')).json()) as {
    items: { slug: string; title: string }[];
  };
  const event = list.items[testInfo.project.name === 'mobile' ? 33 : 32];
  expect(event, 'the seed has 40 upcoming events').toBeDefined();
  if (!event) return;
  const eventPath = `/evenement/${event.slug}`;

  // A visitor's heart says to log in first.
  await page.goto(eventPath);
  const heart = page.getByTestId('event-hero').getByTestId('favorite-button');
  await tabTo(page, heart);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Je moet ingelogd zijn om evenementen op te slaan.')).toBeVisible();

  // Log in with the keyboard; the form brings the member back to the event.
  await page.goto(`/inloggen?from=${encodeURIComponent(eventPath)}`);
  await tabTo(page, page.locator('#login-email'));
  await page.keyboard.type(seededMemberEmail(testInfo.project.name === 'mobile' ? 49 : 48));
  await tabTo(page, page.locator('#login-password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === eventPath);

  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, heart);
  // The heart ignores presses while its save is on the way (one request per event at a time), so the next
  // key waits for the answer; under load the second press came early and was dropped.
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/me/favorites/events/') && r.request().method() === 'PUT',
  );
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await saved;
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // The report dialog traps focus, closes on Escape and gives focus back to the button that opened it.
  const report = page.getByTestId('report-event');
  await tabTo(page, report);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
});

test('sign up for the trial: errors are announced, then the form is sent', async ({ page }, testInfo) => {
  await page.goto('/gratis-proefperiode');
  await expect(page.getByTestId('signup-form')).toBeVisible();
  await skipToContent(page);

  // Sending the empty form marks each field, ties it to its message and moves focus to the first one.
  const submit = page.getByTestId('signup-submit');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const name = page.locator('#signup-name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-describedby', /signup-name-error/);
  await expect(page.locator('#signup-name-error')).toHaveAttribute('role', 'alert');
  await expect(page.locator('#signup-name-error')).not.toBeEmpty();
  await expect(page.locator('#signup-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#signup-terms')).toHaveAttribute('aria-describedby', 'signup-acceptTerms-error');
  await expect(name).toBeFocused();

  // The role: arrow keys move the choice inside the radio group.
  const checkedRole = page.locator('input[type="radio"][name="role"]:checked');
  const before = await checkedRole.getAttribute('value');
  await tabTo(page, checkedRole, { backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(checkedRole).not.toHaveAttribute('value', before ?? '');

  await tabTo(page, name);
  await page.keyboard.type('Toetsenbord Tester');
  await tabTo(page, page.locator('#signup-email'));
  await page.keyboard.type(`toetsenbord-${testInfo.project.name}-${Date.now()}@example.com`);
  await tabTo(page, page.locator('#signup-password'));
  await page.keyboard.type('Toetsen-2026-bord');
  const terms = page.locator('#signup-terms');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('check-inbox')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check je inbox' })).toBeFocused();
});

test('the phone menu sheet opens from the keyboard and gives focus back to "Meer"', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the tab bar exists below 640 px only');
  await page.goto('/events');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  const more = page.getByTestId('mobile-more-button');
  // The tab bar is the last stop of the page: Shift+Tab from the top wraps round to it.
  await tabTo(page, more, { backwards: true });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('reduced motion: animations and transitions stop', async ({ page }) => {
  // The phone project runs with reduced motion (playwright.config.ts): start from a visitor who has not set it.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/events');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  // A probe with the app's own animation and transition classes.
  const probe = () =>
    page.evaluate(() => {
      const el = document.createElement('div');
      el.className = 'animate-pulse transition-colors';
      document.body.append(el);
      const style = getComputedStyle(el);
      const timing = {
        animation: parseFloat(style.animationDuration),
        transition: parseFloat(style.transitionDuration),
      };
      el.remove();
      return timing;
    });
  const normal = await probe();
  expect(normal.animation).toBeGreaterThan(0.1);
  expect(normal.transition).toBeGreaterThan(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await probe();
  expect(reduced.animation).toBeLessThan(0.001);
  expect(reduced.transition).toBeLessThan(0.001);
});
