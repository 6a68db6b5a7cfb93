import { type APIRequestContext, type Page, expect, test } from './support/test';
import { reservedMember } from './support/adminTargets';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * An admin manages the profile directories (issue 11): finds an organisation and verifies it, marks a venue
 * premium, hides a professional (then only the "hidden" filter finds it) and creates a venue for an account
 * without one. Desktop and mobile run in parallel on one database, so each acts on its own profiles; every
 * flag is reset through the API first, so the journey can run again.
 */
const TARGETS = {
  desktop: {
    search: 'ademhalte',
    organization: 'De Ademhalte',
    venue: 'Dansstudio De Vonk',
    professional: 'Wandelcoaching De Graaf',
  },
  mobile: {
    search: 'zielsgeluk',
    organization: 'Zielsgeluk Retreats',
    venue: 'Zaal De Ruimte',
    professional: 'Relatiepraktijk Samen',
  },
} as const;

type Row = { id: string; name: string; total?: number };

const findProfile = async (request: APIRequestContext, type: string, name: string): Promise<Row> => {
  const res = await request.get(`/api/admin/profiles?type=${type}&q=${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: Row[] };
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`no ${type} ${name}`);
  return found;
};

const resetFlag = async (page: Page, type: string, name: string, flag: string) => {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const { id } = await findProfile(page.request, type, name);
  const res = await page.request.patch(`/api/admin/profiles/${type}/${id}`, {
    data: { [flag]: false },
    headers: { origin },
  });
  expect(res.status()).toBe(200);
};

/** A seeded member of this project's range without a venue (a previous run may have given one a venue). */
const memberWithoutVenue = async (request: APIRequestContext, project: string) => {
  for (let index = 40; index < 60; index += 2) {
    const member = reservedMember(index, project);
    const res = await request.get(`/api/admin/profiles?type=venue&q=${encodeURIComponent(member.email)}`);
    if (((await res.json()) as { total: number }).total === 0) return member;
  }
  throw new Error('every reserved member owns a venue');
};

test('admin verifies, marks premium, hides and creates profiles', async ({ page }, testInfo) => {
  const project = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
  const target = TARGETS[project];
  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  await resetFlag(page, 'organization', target.organization, 'isVerified');
  await resetFlag(page, 'venue', target.venue, 'isPremium');
  await resetFlag(page, 'professional', target.professional, 'isHidden');

  // Find the organisation by name and verify it; the detail shows who did it.
  await page.goto('/admin/organisaties');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisaties' })).toBeVisible();
  await page.getByLabel('Zoek op naam, plaats of e-mail').fill(target.search);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  const org = page.getByTestId('admin-profile-row').filter({ hasText: target.organization });
  await expect(org).toHaveCount(1);
  const verify = org.getByRole('button', { name: 'Verifiëren' });
  await expect(verify).toHaveAttribute('aria-pressed', 'false');
  await verify.click();
  await expect(page.getByText(`${target.organization} is geverifieerd.`)).toBeVisible();
  await expect(verify).toHaveAttribute('aria-pressed', 'true');
  await expect(org.getByText('Geverifieerd', { exact: true })).toBeVisible();
  await org.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: target.organization })).toBeVisible();
  await expect(page.getByTestId('user-history')).toContainText('Geverifieerd door Annemiek de Wit');
  await expect(page.getByRole('link', { name: 'Bewerken namens eigenaar' })).toHaveAttribute(
    'href',
    /^\/dashboard\/organization\/profiel\?id=[0-9a-f-]{36}$/,
  );

  // Mark the venue premium; the premium filter then lists it.
  await page.goto(`/admin/venues?q=${encodeURIComponent(target.venue)}`);
  const venue = page.getByTestId('admin-profile-row').filter({ hasText: target.venue });
  await venue.getByRole('button', { name: 'Premium' }).click();
  await expect(page.getByText(`${target.venue} is nu premium.`)).toBeVisible();
  await expect(venue.getByRole('button', { name: 'Premium' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Premium', { exact: true }).selectOption('true');
  await expect(page).toHaveURL(/premium=true/);
  await expect(page.getByTestId('admin-profile-row').filter({ hasText: target.venue })).toHaveCount(1);

  // Hide the professional (asked first); then only the "hidden" filter finds it.
  await page.goto(`/admin/professionals?q=${encodeURIComponent(target.professional)}`);
  const pro = page.getByTestId('admin-profile-row').filter({ hasText: target.professional });
  await pro.getByRole('button', { name: 'Verbergen' }).click();
  const dialog = page.getByRole('dialog', { name: `${target.professional} verbergen?` });
  await dialog.getByRole('button', { name: 'Verbergen' }).click();
  await expect(page.getByText(`${target.professional} is verborgen`)).toBeVisible();
  await expect(pro.getByText('Verborgen', { exact: true })).toBeVisible();
  await page.getByLabel('Verborgen', { exact: true }).selectOption('false');
  await expect(page.getByText('Geen professionals gevonden')).toBeVisible();
  await page.getByLabel('Verborgen', { exact: true }).selectOption('true');
  await expect(page.getByTestId('admin-profile-row').filter({ hasText: target.professional })).toHaveCount(1);
  const publicList = await page.request.get('/api/professionals');
  if (publicList.status() === 200) {
    expect(await publicList.text()).not.toContain(target.professional);
  }
  // Other journeys (services, professionals) use this professional: show it again.
  await resetFlag(page, 'professional', target.professional, 'isHidden');

  // Create a venue for an account without one; a second one for the same account is refused in Dutch.
  const member = await memberWithoutVenue(page.request, project);
  const name = `Zaal ${member.fullName.split(' ')[0]} ${project}`;
  await page.goto('/admin/venue-aanmaken');
  await page.getByLabel('E-mailadres van de eigenaar').fill(member.email);
  await page.getByLabel('Naam van de locatie').fill(name);
  await page.getByLabel('Plaats (optioneel)').fill('Utrecht');
  await page.getByRole('button', { name: 'Locatie aanmaken' }).click();
  await expect(page.getByText(`${name} is aangemaakt voor ${member.fullName}.`)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/venues');
  await expect(page.getByTestId('admin-profile-row').filter({ hasText: name })).toContainText(member.email);

  await page.goto('/admin/venue-aanmaken');
  await page.getByLabel('E-mailadres van de eigenaar').fill(member.email);
  await page.getByLabel('Naam van de locatie').fill(`${name} twee`);
  await page.getByRole('button', { name: 'Locatie aanmaken' }).click();
  await expect(
    page.getByText('Je hebt al een locatie profiel. Je kunt slechts één locatie profiel per account hebben.'),
  ).toBeVisible();
});
