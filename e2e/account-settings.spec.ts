import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request, test, type Page } from './support/test';
import sharp from 'sharp';
import { generateMembers } from '../server/db/seed/data/people';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO_PASSWORD, signIn } from './support/signIn';

/**
 * A member manages /dashboard/instellingen: name (header follows), profile photo, privacy switch, e-mail
 * preferences that survive a reload, the JSON data download and finally deleting an account. Seeded members
 * 44 (desktop) and 45 (mobile) belong to this file only, and its tests run in order (they share the account),
 * so nothing else ever sees the temporary name.
 */
test.describe.configure({ mode: 'default' });

const MEMBERS = generateMembers({ count: 120, now: new Date() });
const account = (): { email: string; name: string } => {
  const member = MEMBERS[test.info().project.name === 'mobile' ? 45 : 44];
  if (!member) throw new Error('seeded member missing');
  return { email: member.email, name: member.fullName };
};

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

const userMenuButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Gebruikersmenu van ${name}` });

test('changing the name shows a toast and the header follows', async ({ page }) => {
  const { email, name } = account();
  await signIn(page, email);
  await page.goto('/dashboard/instellingen/account');
  const fullName = page.getByLabel('Volledige naam');
  await expect(fullName).toHaveValue(name);

  const newName = `${name.split(' ')[0]} Testnaam`;
  await fullName.fill(newName);
  await page.getByTestId('account-save').click();
  await expect(page.getByText('Je gegevens zijn opgeslagen.')).toBeVisible();
  await expect(userMenuButton(page, newName)).toBeVisible();

  // A username in the wrong format keeps what was typed and says why.
  const username = page.getByLabel('Gebruikersnaam');
  const original = await username.inputValue();
  await username.fill('Niet Geldig!');
  await page.getByTestId('account-save').click();
  await expect(page.getByText('Gebruik alleen kleine letters, cijfers en punten.')).toBeVisible();
  await expect(username).toHaveValue('Niet Geldig!');

  await username.fill(original);
  await fullName.fill(name);
  await page.getByTestId('account-save').click();
  await expect(userMenuButton(page, name)).toBeVisible();
});

test('uploading a profile photo shows it in the header', async ({ page }) => {
  const { email, name } = account();
  await signIn(page, email);
  await page.goto('/dashboard/instellingen/account');
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c2703d' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('Je profielfoto is bijgewerkt.')).toBeVisible();
  await expect(userMenuButton(page, name).locator('img')).toHaveAttribute(
    'src',
    /^\/uploads\/avatars\/.+\.webp$/,
  );
});

test('the privacy switch hides and shows the profile', async ({ page }) => {
  await signIn(page, account().email);
  await page.goto('/dashboard/instellingen/privacy');
  const visible = page.getByRole('switch', {
    name: 'Mijn profiel is zichtbaar voor andere leden en bezoekers',
  });
  // Seeded members differ (some are private): flip whatever it is, check it stuck, flip it back.
  const toasts = { true: 'Je profiel is nu zichtbaar voor anderen.', false: 'Je profiel is nu verborgen.' };
  const before = (await visible.getAttribute('aria-checked')) === 'true';
  await visible.click();
  await expect(page.getByText(toasts[String(!before) as 'true' | 'false'])).toBeVisible();
  await expect(visible).toHaveAttribute('aria-checked', String(!before));
  await page.reload();
  await expect(visible).toHaveAttribute('aria-checked', String(!before));
  await visible.click();
  await expect(page.getByText(toasts[String(before) as 'true' | 'false'])).toBeVisible();
  await expect(visible).toHaveAttribute('aria-checked', String(before));
});

test('a notification preference persists after a reload', async ({ page }) => {
  await signIn(page, account().email);
  await page.goto('/dashboard/instellingen/notificaties');
  const newsletter = page.getByRole('switch', { name: 'E-mail: Nieuwsbrief' });
  const before = await newsletter.getAttribute('aria-checked');
  const after = before === 'true' ? 'false' : 'true';
  await newsletter.click();
  await expect(newsletter).toHaveAttribute('aria-checked', after);
  await page.getByTestId('notifications-save').click();
  await expect(page.getByText('Je notificatievoorkeuren zijn opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(newsletter).toHaveAttribute('aria-checked', after);
  // Back to how it was, so a re-run starts the same.
  await newsletter.click();
  await page.getByTestId('notifications-save').click();
  await expect(newsletter).toHaveAttribute('aria-checked', before ?? 'false');
});

test('downloading my data gives a JSON file with my account', async ({ page }) => {
  const { email } = account();
  await signIn(page, email);
  await page.goto('/dashboard/instellingen/privacy');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Gegevens downloaden' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kring-mijn-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    format: string;
    account: { email: string };
    notificationPreferences: unknown[];
  };
  expect(data.format).toBe('kring-data-export/1');
  expect(data.account.email).toBe(email);
  expect(data.notificationPreferences.length).toBeGreaterThan(0);
  await expect(page.getByText('Je gegevens zijn gedownload.')).toBeVisible();
});

/** Seeded member addresses another journey signs in with: never delete those. */
const addressesUsedElsewhere = (): Set<string> => {
  const dir = join(process.cwd(), 'e2e');
  const text = readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts') && f !== 'account-settings.spec.ts')
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  return new Set(text.match(/[\w.-]+@leden\.kring\.test/g) ?? []);
};

/**
 * A seeded member (password as every demo account) that still exists, that no other journey signs in with
 * and that is on no team. Their reviews and forum posts go or lose the name, like any deletion. Each project
 * searches its own range, so a retry simply takes the next one.
 */
const throwawayMember = async (baseURL: string): Promise<string> => {
  const members = generateMembers({ count: 120, now: new Date() });
  const range = test.info().project.name === 'mobile' ? members.slice(60, 90) : members.slice(90, 120);
  const excluded = addressesUsedElsewhere();
  for (const member of range.reverse()) {
    if (excluded.has(member.email)) continue;
    const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
    try {
      const signedIn = await api.post('/api/auth/sign-in', {
        data: { email: member.email, password: DEMO_PASSWORD },
      });
      if (!signedIn.ok()) continue;
      const data = await (await api.get('/api/me/export')).json();
      // A team member's removal would change a team page; reviews and posts of members are everywhere.
      if (data.teamMemberships.length === 0) return member.email;
    } finally {
      await api.dispose();
    }
  }
  throw new Error('no seeded member left to delete');
};

test('deleting the account signs out and returns home', async ({ page, baseURL }) => {
  const email = await throwawayMember(baseURL ?? '');
  await signIn(page, email);
  await page.goto('/dashboard/instellingen/privacy');
  await page.getByTestId('delete-account-open').click();
  const dialog = page.getByRole('dialog', { name: 'Weet je het zeker?' });
  await dialog.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD);
  await dialog.getByLabel('Typ VERWIJDER om te bevestigen').fill('verwijder');
  await dialog.getByTestId('delete-account-submit').click();
  await expect(dialog.getByText('Typ VERWIJDER om te bevestigen.')).toBeVisible();

  await dialog.getByLabel('Typ VERWIJDER om te bevestigen').fill('VERWIJDER');
  await dialog.getByTestId('delete-account-submit').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Je account is verwijderd. Bedankt dat je deel was van Kring.')).toBeVisible();
  // Leaving is not an expired session: no such toast, and the home page stays.
  await expect(page.getByText('Sessie verlopen. Log opnieuw in.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  const session = await page.request.get('/api/session');
  expect((await session.json()).user).toBeNull();
  const again = await page.request.post('/api/auth/sign-in', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(again.status()).toBe(401);
});
