import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { expectInAuditLog } from './support/auditLog';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';
import { restoreSiteSettings, withSiteSettingsLock } from './support/siteSettings';

const SHOTS = '/tmp/shots-settings';

/**
 * Issue 16: an admin turns the maintenance banner on with a text; a visitor in another browser sees it on every
 * page without a restart and can close it for the session; the admin finds the change in /admin/logboek and
 * turns the banner off again. The banner is always restored, also when a step fails.
 */
test('an admin shows a maintenance banner to every visitor and finds the change in the audit log', async ({
  page,
  browser,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? '';
  const project = testInfo.project.name;
  const text = `Vanavond onderhoud van 22:00 tot 23:00 (${project} ${Date.now()}).`;
  mkdirSync(SHOTS, { recursive: true });

  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);

  const visitorContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  await answerCookieBannerUpFront(visitor);

  await withSiteSettingsLock(baseURL, async () => {
    try {
      await page.goto('/admin/instellingen');
      await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(
        page.getByTestId('admin-settings-page').getByRole('link', { name: 'E-maillogboek' }),
      ).toBeVisible();
      const group = page.getByTestId('settings-maintenance');

      // On without a text: refused beside the field, the switch stays on.
      await group.getByRole('switch', { name: 'Melding tonen' }).check();
      await group.getByRole('button', { name: 'Opslaan' }).click();
      await expect(group.getByText('Vul de tekst van de melding in (minimaal 5 tekens).')).toBeVisible();
      await expect(group.getByRole('switch', { name: 'Melding tonen' })).toBeChecked();

      await group.getByLabel('Tekst van de melding').fill(text);
      await group.getByLabel('Soort melding').selectOption({ label: 'Waarschuwing' });
      await group.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByText('Opgeslagen', { exact: true })).toBeVisible();
      await expect(page.getByTestId('maintenance-banner')).toContainText(text);
      await page.screenshot({ path: `${SHOTS}/${project}-settings.png`, fullPage: true });

      // The visitor (anonymous, another browser) sees it on every page.
      await visitor.goto('/');
      const banner = visitor.getByRole('status').filter({ hasText: text });
      await expect(banner).toBeVisible({ timeout: 15_000 });
      await visitor.goto('/events');
      await expect(banner).toBeVisible({ timeout: 15_000 });
      await visitor.screenshot({ path: `${SHOTS}/${project}-visitor-banner.png` });
      // Closed for the rest of the session.
      await banner.getByRole('button', { name: 'Melding sluiten' }).click();
      await expect(banner).toBeHidden();
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
      await expect(visitor.getByTestId('maintenance-banner')).toHaveCount(0);

      await expectInAuditLog(page, { action: 'settings.update', text });
      await expect(page.getByTestId('audit-entry').filter({ hasText: text }).first()).toContainText(
        'Instelling gewijzigd',
      );
      await page.screenshot({ path: `${SHOTS}/${project}-audit-log.png`, fullPage: true });

      // Off again: the visitor's next page has no banner.
      await page.goto('/admin/instellingen');
      await group.getByRole('switch', { name: 'Melding tonen' }).uncheck();
      await group.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByText('Opgeslagen', { exact: true })).toBeVisible();
      const fresh = await visitorContext.newPage();
      await fresh.goto('/');
      await expect(fresh.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
      await expect(fresh.getByText(text)).toHaveCount(0);
    } finally {
      await restoreSiteSettings(page.request, baseURL);
      await visitorContext.close();
    }
  });
});

/**
 * Issue 16: an admin closes sign-ups with a message; a visitor on /gratis-proefperiode reads it above the form
 * and a sign-up is refused with the Dutch reason. Sign-ups are always opened again.
 */
test('an admin closes sign-ups and a visitor is told so on the trial page', async ({
  page,
  browser,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? '';
  const project = testInfo.project.name;
  const message = `We openen weer op 1 maart (${project}).`;
  mkdirSync(SHOTS, { recursive: true });
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  const visitorContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  await answerCookieBannerUpFront(visitor);

  await withSiteSettingsLock(baseURL, async () => {
    try {
      await page.goto('/admin/instellingen');
      const group = page.getByTestId('settings-sign-ups');
      await group.getByRole('switch', { name: 'Aanmelden is open' }).uncheck();
      await group.getByLabel('Tekst als aanmelden gesloten is').fill(message);
      await group.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByText('Opgeslagen', { exact: true })).toBeVisible();

      await visitor.goto('/gratis-proefperiode');
      const notice = visitor.getByTestId('sign-ups-closed');
      await expect(notice).toContainText('Aanmelden is tijdelijk gesloten', { timeout: 15_000 });
      await expect(notice).toContainText(message);
      await visitor.screenshot({ path: `${SHOTS}/${project}-sign-ups-closed.png` });
      const refused = await visitor.request.post('/api/auth/sign-up', {
        data: {
          name: 'Femke de Boer',
          email: `femke.${project}.${Date.now()}@example.nl`,
          password: 'zonnebloem-42',
          role: 'participant',
          acceptTerms: true,
        },
        headers: { origin: new URL(baseURL).origin },
      });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: 'sign_ups_closed', hint: message } });
    } finally {
      await restoreSiteSettings(page.request, baseURL);
      await visitorContext.close();
    }
  });
});
