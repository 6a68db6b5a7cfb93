import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * /admin/forum (issue 13 moderation): a member reports a topic, the admin sees the report, hides the topic
 * and resolves the report; the admin creates a category, moves it up and deactivates it. Desktop and mobile
 * run at once: each reports its own seed topic and names its own category.
 */
test('an admin handles a report and manages the categories', async ({ page, browser }, testInfo) => {
  const run = `${testInfo.project.name} ${Date.now()}`;
  const list = await (
    await page.request.get('/api/forum/topics?view=all&category=persoonlijke-groei')
  ).json();
  const topic = list.items[testInfo.project.name === 'mobile' ? 1 : 0] as { slug: string; title: string };
  const reason = `Dit lijkt reclame (${run})`;

  // A member reports the topic.
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.participant);
  await page.goto(`/community/topic/${topic.slug}`);
  await page.getByTestId('topic-actions').getByRole('button', { name: 'Melden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Topic melden' });
  await dialog.getByLabel('Reden').fill(reason);
  await dialog.getByRole('button', { name: 'Melding versturen' }).click();
  await expect(page.getByText('Bedankt, de moderatoren kijken ernaar')).toBeVisible();

  // The admin hides the topic and resolves the report.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const admin = await context.newPage();
  await answerCookieBannerUpFront(admin);
  await signIn(admin, DEMO.admin);
  await admin.goto('/admin/forum');
  await expect(admin.getByRole('heading', { level: 1, name: 'Forumbeheer' })).toBeVisible();
  const report = admin.getByTestId('forum-report').filter({ hasText: reason });
  await expect(report.getByRole('link', { name: topic.title })).toHaveAttribute(
    'href',
    `/community/topic/${topic.slug}`,
  );
  await report.getByRole('button', { name: 'Verbergen' }).click();
  await expect(admin.getByText('Verborgen voor leden')).toBeVisible();
  await expect(report.getByRole('button', { name: 'Weer tonen' })).toBeVisible();
  await report.getByRole('button', { name: 'Afhandelen' }).click();
  await expect(admin.getByText('Melding afgehandeld')).toBeVisible();
  await expect(admin.getByTestId('forum-report').filter({ hasText: reason })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Afgehandeld' }).click();
  await admin
    .getByTestId('forum-report')
    .filter({ hasText: reason })
    .getByRole('button', { name: 'Weer tonen' })
    .click();
  await expect(admin.getByText('Weer zichtbaar')).toBeVisible();

  // A new category, moved up one place, then deactivated.
  const name = `Testcategorie ${run}`;
  await admin.getByRole('button', { name: 'Nieuwe categorie' }).click();
  const editor = admin.getByRole('dialog', { name: 'Nieuwe categorie' });
  await editor.getByLabel('Naam').fill(name);
  await editor.getByLabel('Omschrijving').fill('Een categorie uit de beheertest.');
  await editor.getByLabel('Icoon').selectOption('leaf');
  await editor.getByRole('button', { name: 'Opslaan' }).click();
  await expect(admin.getByText('Categorie aangemaakt')).toBeVisible();
  const rows = admin.getByTestId('admin-forum-categories').getByRole('listitem');
  const row = rows.filter({ hasText: name });
  await expect(row).toBeVisible();
  const names = async () => (await rows.allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? '');
  const before = (await names()).findIndex((n) => n.startsWith(name));
  await row.getByRole('button', { name: `${name} omhoog` }).click();
  await expect(admin.getByText('Volgorde opgeslagen')).toBeVisible();
  await expect.poll(async () => (await names()).findIndex((n) => n.startsWith(name))).toBe(before - 1);
  // The switch follows the server's answer, so click and wait for it (uncheck() demands an instant change).
  await row.getByRole('switch', { name: 'Actief' }).click();
  await expect(admin.getByText('Categorie gedeactiveerd')).toBeVisible();
  await expect(row.getByRole('switch', { name: 'Actief' })).not.toBeChecked();
  await expect(row).toContainText('Niet actief');
  await context.close();
});
