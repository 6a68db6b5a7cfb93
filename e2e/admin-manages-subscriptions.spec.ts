import { expect, test } from './support/test';
import { reservedMember } from './support/adminTargets';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * An admin opens /admin/abonnementen: sees the figures, filters the table, opens a member's payment history,
 * grants the member Organisatie Premium and finds it in the table. Re-runnable: a new grant supersedes the
 * previous one. Desktop and mobile each use their own seeded member.
 */
test('admin filters subscriptions, reads a member’s payments and grants a plan', async ({
  page,
}, testInfo) => {
  const member = reservedMember(64, testInfo.project.name);
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  await page.goto('/admin/abonnementen');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementen' })).toBeVisible();
  await expect(page.getByTestId('stat-mrr')).toContainText('MRR nu');
  await expect(page.getByTestId('mrr-chart')).toBeVisible();

  // Filter on status: every row is in its trial.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Proefperiode' });
  await expect(page).toHaveURL(/status=trialing/);
  const rows = page.getByTestId('admin-subscription-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Proefperiode' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Wissen' }).click();
  await expect(page).not.toHaveURL(/status=/);

  // Find the member and open their payments.
  await page.getByLabel('Naam of e-mailadres').fill(member.email);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  const row = rows.filter({ hasText: member.email }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Betalingen van ${member.fullName}` }).click();
  const sheet = page.getByTestId('payment-history');
  await expect(sheet.getByRole('heading', { name: `Betalingen van ${member.fullName}` })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Abonnementen' })).toBeVisible();
  await expect(sheet.getByTestId('history-subscription').first()).toBeVisible();
  await sheet.getByRole('button', { name: 'Sluiten' }).click();
  await expect(sheet).toBeHidden();

  // Grant Organisatie Premium: a reason is required.
  await page.getByRole('button', { name: 'Abonnement toekennen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abonnement toekennen' });
  await dialog.getByLabel('Zoek op e-mailadres of naam').fill(member.email);
  await dialog.getByRole('button', { name: new RegExp(member.email) }).click();
  await expect(dialog.getByTestId('grant-member-chosen')).toContainText(member.email);
  await dialog.getByLabel('Abonnement').selectOption({ label: 'Organisatie Premium' });
  await dialog.getByRole('button', { name: 'Toekennen' }).click();
  await expect(dialog.getByText('Geef een reden op.')).toBeVisible();
  await dialog.getByLabel('Reden').fill('Partnerafspraak gemeente Utrecht');
  await dialog.getByRole('button', { name: 'Toekennen' }).click();
  await expect(page.getByText('Abonnement toegekend')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The table shows the granted plan as active.
  const granted = rows.filter({ hasText: member.email }).filter({ hasText: 'Organisatie Premium' }).first();
  await expect(granted).toBeVisible();
  await expect(granted).toContainText('Actief');
  await page.screenshot({ path: testInfo.outputPath('admin-subscriptions.png'), fullPage: true });
});
