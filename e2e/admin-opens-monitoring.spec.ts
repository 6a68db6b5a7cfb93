import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 16: an admin opens /admin/monitoring and sees the job runs (the server runs every job once at start)
 * and at least one live instance (the heartbeat main.ts starts), refreshes by hand, and a participant is
 * refused the monitoring API. Nothing is changed, so no state to restore.
 */
test('an admin opens monitoring and sees job runs and a live instance', async ({ page }, testInfo) => {
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  await page.goto('/admin/monitoring');
  await expect(page.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible({ timeout: 15_000 });

  // This server, live.
  const instance = page.getByTestId('monitoring-instance').filter({ hasText: 'Deze server' });
  await expect(instance).toBeVisible();
  await expect(instance.getByText('Actief')).toBeVisible();

  // The event lifecycle job ran at start (it may finish just after the page loaded: refresh until it shows).
  const lifecycle = page.locator('[data-testid="monitoring-job"][data-job="event-lifecycle"]');
  await expect(async () => {
    await page.getByRole('button', { name: 'Nu verversen' }).click();
    await expect(lifecycle).toHaveAttribute('data-state', 'ok', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(lifecycle.getByText('Afgelopen evenementen en herhalingen')).toBeVisible();
  await expect(lifecycle.getByText('nog nooit')).toHaveCount(1); // last failure: never
  await expect(page.getByTestId('monitoring-job')).not.toHaveCount(0);

  // Mail, errors, routes and the database note (PGlite has no pg_stat_statements).
  await expect(page.getByRole('heading', { level: 2, name: 'E-mail' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Foutmeldingen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Verzoeken per route' })).toBeVisible();
  await expect(page.getByTestId('monitoring-slow-note')).toContainText('pg_stat_statements');
  await expect(page.getByTestId('monitoring-db-size')).not.toBeEmpty();

  mkdirSync('/tmp/shots-monitoring', { recursive: true });
  await page.screenshot({
    path: `/tmp/shots-monitoring/monitoring-${testInfo.project.name}.png`,
    fullPage: true,
  });
  for (const part of ['instances', 'jobs', 'mail', 'routes', 'database'])
    await page
      .getByTestId(`monitoring-${part}`)
      .screenshot({ path: `/tmp/shots-monitoring/${part}-${testInfo.project.name}.png` });

  // A participant is refused the API (the policy matrix covers every persona).
  const other = await page
    .context()
    .browser()!
    .newContext({ baseURL: testInfo.project.use.baseURL ?? '' });
  const participant = await other.newPage();
  await signIn(participant, DEMO.participant);
  const refused = await participant.request.get('/api/admin/monitoring');
  expect(refused.status()).toBe(403);
  await other.close();
});
