import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 15: an admin writes a broadcast to everyone, sees its reach, confirms and finds it in the sent list;
 * a participant signed in in another browser sees the toast live, the unread count on the bell, and marks all
 * read (the read rate then moves). Each project sends its own title, so the desktop and
 * mobile runs on the shared demo data never read each other's broadcast.
 */
test('an admin broadcasts to everyone and a signed-in participant gets it', async ({
  page,
  browser,
}, testInfo) => {
  const title = `Voorjaarsagenda ${testInfo.project.name} ${Date.now()}`;
  const content = 'De agenda voor het voorjaar staat online.';
  const baseURL = testInfo.project.use.baseURL ?? '';

  // The participant is already signed in, in another browser context.
  const other = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const participant = await other.newPage();
  await answerCookieBannerUpFront(participant);
  await signIn(participant, DEMO.participant);
  const origin = new URL(baseURL).origin;
  await participant.request.post('/api/me/notifications/read-all', { headers: { origin } });
  await participant.goto('/dashboard');
  const bell = participant.getByTestId('bell');
  // Ready, nothing unread (loading reads 'Meldingen, laden').
  await expect(bell).toHaveAccessibleName('Meldingen', { timeout: 15_000 });

  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  await page.goto('/admin/broadcast-notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Meldingen versturen' })).toBeVisible({
    timeout: 15_000,
  });

  // Sending without a title keeps the message and says what is missing.
  await page.getByLabel('Bericht').fill(content);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Geef een titel.')).toBeVisible();
  await expect(page.getByLabel('Bericht')).toHaveValue(content);

  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Link (optioneel)').fill('/events');
  await expect(page.getByRole('radio', { name: 'Iedereen' })).toBeChecked();
  const reach = page.getByTestId('broadcast-reach');
  await expect(reach).toHaveText(/Bereikt \d+ leden/);
  const count = Number(/(\d+)/.exec((await reach.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Versturen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Melding versturen?' });
  await expect(dialog).toContainText(`‘${title}’ naar ${count} leden versturen?`);
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText(`Melding verstuurd naar ${count} leden.`)).toBeVisible();
  await expect(page.getByLabel('Titel')).toHaveValue('');

  const row = page.getByTestId('broadcast-row').filter({ hasText: title });
  await expect(row).toContainText('Iedereen');
  await expect(row.getByTestId('broadcast-read-rate')).toHaveText(/0\s?%/);

  // Without reloading, the participant sees the toast 'title: content', then the unread count, then marks all read.
  await expect(participant.getByText(`${title}: ${content}`)).toBeVisible();
  await expect(bell).toHaveAccessibleName(/^Meldingen, \d+ ongelezen$/);
  await expect(participant.getByTestId('bell-badge')).toBeVisible();
  await bell.click();
  await expect(participant.getByText(title, { exact: true })).toBeVisible();
  await participant.getByTestId('bell-read-all').click();
  await participant.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Meldingen');
  await expect(participant.getByTestId('bell-badge')).toBeHidden();

  // The sent list counts the read.
  await page.reload();
  await expect(
    page.getByTestId('broadcast-row').filter({ hasText: title }).getByTestId('broadcast-read-rate'),
  ).not.toHaveText(/^0\s?%$/);
  await other.close();
});

test('the audience picker offers a role, a place with its radius and an organisation', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  await page.goto('/admin/broadcast-notifications');
  const reach = page.getByTestId('broadcast-reach');

  await page.getByText('Rol', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Rol' }).selectOption({ label: 'Administrator' });
  await expect(reach).toHaveText(/Bereikt \d+ (lid|leden)/);

  await page.getByText('Rond een plaats').click();
  await expect(reach).toHaveText('Vul de doelgroep in om het bereik te zien.');
  await page.getByLabel('Plaats', { exact: true }).fill('Xyzzyplaats');
  await expect(reach).toHaveText('Deze plaats kennen we niet. Kies een plaats in Nederland of België.');
  await page.getByLabel('Plaats', { exact: true }).fill('Utrech');
  await page.getByRole('option', { name: /^Utrecht, Utrecht/ }).click();
  await expect(page.getByLabel('Plaats', { exact: true })).toHaveValue('Utrecht');
  await expect(reach).toHaveText(/Bereikt \d+ (lid|leden)/);

  await page.getByText('Volgers van een organisatie').click();
  await page.getByLabel('Zoek een organisatie').fill('adem');
  await page.getByRole('button', { name: /De Ademhalte/ }).click();
  await expect(page.getByTestId('broadcast-organization')).toContainText('De Ademhalte');
  await expect(reach).toHaveText(/Bereikt \d+ (lid|leden)|Deze doelgroep bereikt niemand/);
});
