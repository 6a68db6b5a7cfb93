import { expect, test } from './support/test';
import { adminUserId, reservedMember } from './support/adminTargets';
import { expectInAuditLog } from './support/auditLog';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const shot = (name: string, project: string) => ({
  path: `/tmp/shots-storage/${name}-${project}.png`,
  fullPage: true,
});

/**
 * Issue 16: an admin checks the stored files (an event image just uploaded shows with its size, owner and
 * preview; the totals name the local backend), looks for orphans, then runs the purity test of a demo account
 * (member 37 desktop, 38 mobile) that holds a subscription role without a subscription (planted through the
 * test-only route), sees the finding and repairs it; the repair leaves the account as the role sync wants it.
 */
test('an admin checks storage and repairs a demo account with the purity test', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const origin = new URL(testInfo.project.use.baseURL ?? '').origin;
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);

  // A fresh upload: in storage, not yet used by an event (and no orphan within its first day).
  const upload = await page.request.post('/api/dashboard/events/images', {
    headers: { origin },
    multipart: { file: { name: 'opslag.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const key = imageUrl.replace('/uploads/', '');

  await page.goto('/admin/storage');
  await expect(page.getByRole('heading', { level: 1, name: 'Opslag' })).toBeVisible({ timeout: 15_000 });
  const summary = page.getByTestId('storage-summary');
  await expect(summary).toContainText('Lokaal (./data/uploads)');
  await expect(summary).toContainText('Evenementafbeelding');
  expect(
    Number((await page.getByTestId('storage-total-files').textContent())?.replace(/\D/g, '')),
  ).toBeGreaterThan(1);

  // Its own file may be on a later page when other journeys uploaded meanwhile: page until it shows.
  const row = page.getByTestId('stored-file').filter({ hasText: key });
  for (let i = 0; i < 10 && !(await row.isVisible()); i += 1) {
    const next = page.getByRole('button', { name: 'Volgende' });
    if (await next.isDisabled()) break;
    await next.click();
  }
  await expect(row).toBeVisible();
  await expect(row).toContainText('Evenementafbeelding');
  await expect(row).toContainText('Nog niet in gebruik');
  await expect(row.locator('img')).toHaveAttribute('src', imageUrl);
  await page.screenshot(shot('storage', project));

  await page.getByTestId('orphans-scan').click();
  await expect(page.getByTestId('orphans')).toContainText(/bestanden? bekeken/);
  await page.screenshot(shot('storage-orphans', project));

  // The purity test of a demo account with a planted inconsistency.
  const member = reservedMember(37, project);
  const planted = await page.request.post('/api/test/purity/plant', {
    headers: { origin },
    data: { email: member.email },
  });
  expect(planted.status(), await planted.text()).toBe(200);
  const userId = await adminUserId(page.request, member.email);

  await page.goto(`/admin/gebruiker/${userId}`);
  await page.getByTestId('purity-test-link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/gebruiker/${userId}/purity-test$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Gegevenscontrole' })).toBeVisible();
  const roles = page.getByTestId('purity-roles_subscriptions');
  await expect(roles).toHaveAttribute('data-status', 'error');
  await expect(roles).toContainText('De rollen wijken af van de abonnementen');
  await expect(roles).toContainText('− organization (subscription)');
  await expect(page.getByTestId('purity-profile_row')).toHaveAttribute('data-status', 'ok');
  await page.screenshot(shot('purity-finding', project));

  await page.getByTestId('purity-repair-roles_subscriptions').click();
  await expect(page.getByText('Hersteld: Rollen en abonnementen.')).toBeVisible();
  await expect(roles).toHaveAttribute('data-status', 'ok');
  await expect(roles).toContainText('De rollen komen overeen met de abonnementen.');
  await expect(page.getByTestId('purity-repair-roles_subscriptions')).toHaveCount(0);

  // A fresh run agrees: the repair held.
  await page.getByTestId('purity-rerun').click();
  await expect(roles).toHaveAttribute('data-status', 'ok');
  await page.screenshot(shot('purity-repaired', project));

  // The repair is in the audit log, about this account.
  await expectInAuditLog(page, { action: 'purity.repair', text: userId });
});
