import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

const HEADER = 'titel;hoofdtype;startdatum;einddatum;plaats;prijs;max_deelnemers';
const year = new Date().getFullYear() + 1;

const csvFile = (rows: string[]) => ({
  name: 'evenementen.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf8'),
});

/**
 * An admin imports events from a spreadsheet: downloads the template, uploads a file with one bad row and
 * sees that row's Dutch error, fixes the file, imports, and the drafts exist. Titles are unique per run and
 * project (desktop and mobile run at once).
 */
test('admin imports events from a CSV after fixing the row with an error', async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  await page.goto('/admin/evenementen/bulk-upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Evenementen importeren' })).toBeVisible({
    timeout: 15_000,
  });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Sjabloon downloaden' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kring-evenementen-sjabloon.csv');
  const template = await readFile((await download.path()) ?? '', 'utf8');
  expect(template.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain('titel;hoofdtype;subtype;startdatum');

  const good = `Import dansavond ${tag};dans;12-09-${year} 19:30;12-09-${year} 22:00;Utrecht;"12,50";60`;
  const input = page.getByTestId('bulk-file-input');
  await input.setInputFiles(
    csvFile([good, `Import retraite ${tag};retreatinclverblijf;${year}-10-03 10:00;;Nergenshuizen;0;12`]),
  );
  const badRow = page.getByTestId('bulk-row-3');
  await expect(badRow).toContainText('Deze plaats is niet gevonden in Nederland of België.');
  await expect(page.getByTestId('bulk-row-2')).toContainText('In orde');
  await expect(page.getByTestId('bulk-summary')).toContainText('1 met fouten');
  await expect(page.getByTestId('bulk-import-button')).toBeDisabled();

  await input.setInputFiles(
    csvFile([good, `Import retraite ${tag};retreatinclverblijf;${year}-10-03 10:00;;Durbuy;0;12`]),
  );
  await expect(page.getByText('Alle rijen zijn in orde.')).toBeVisible();
  const importing = page.waitForResponse(
    (res) => res.url().includes('/api/admin/events/import?dryRun=false') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: '2 evenementen importeren' }).click();
  const report = (await (await importing).json()) as { imported: number; eventIds: string[] };
  expect(report.imported).toBe(2);
  await expect(page.getByTestId('bulk-success')).toContainText('2 evenementen geïmporteerd');

  for (const id of report.eventIds) {
    const res = await page.request.get(`/api/dashboard/events/${id}`);
    expect(res.status(), `imported event ${id}`).toBe(200);
    const event = (await res.json()) as { status: string; title: string };
    expect(event.status).toBe('draft');
    expect(event.title).toContain(tag);
  }
});
