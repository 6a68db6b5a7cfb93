import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * At 390 px every directory's cards fit the screen: no sideways scrolling. (A grid without an explicit
 * minmax(0, 1fr) column let a long subtitle or a metric row widen the cards of /members and /organizations.)
 */
for (const path of ['/venues', '/organizations', '/members', '/professionals', '/premium-highlights']) {
  test(`${path} has no horizontal overflow on a phone`, async ({ page }) => {
    await answerCookieBannerUpFront(page);
    if (path === '/professionals') await signIn(page, DEMO.participant);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main article, main li a[href]').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
