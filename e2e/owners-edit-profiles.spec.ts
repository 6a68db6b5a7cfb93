import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { signIn } from './support/signIn';

/**
 * Owners edit their profiles (issue 11): a venue owner uploads gallery photos and finds them on the public
 * venue page, then renames the page's slug and the old id links still open it; an organisation meets the
 * slug message on a clash, saves a fresh slug, and its public page answers at the new slug and by id. Slugs,
 * gallery and tagline are put back at the end: other journeys open these profiles by their seeded slugs.
 * Desktop and phone run in parallel, so each uses its own owners; the clash is with Huis van Verbinding,
 * whose slug no test changes; the gallery is emptied first and new slugs are unique (re-runnable).
 */
const CASES = {
  desktop: {
    venueOwner: 'locatie@demo.kring.test',
    org: 'organisatie@demo.kring.test',
    otherOrg: 'huis-van-verbinding',
  },
  mobile: {
    venueOwner: 'multi@demo.kring.test',
    org: 'organisatie-premium@demo.kring.test',
    otherOrg: 'huis-van-verbinding',
  },
} as const;

const SLUG_MESSAGE = 'Deze slug bestaat al. Probeer een andere naam of slug.';

const png = (background: string) =>
  sharp({ create: { width: 48, height: 32, channels: 3, background } })
    .png()
    .toBuffer();

const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;

const api = async <T>(page: Page, method: 'GET' | 'PUT', url: string, data?: unknown): Promise<T> => {
  const res = await page.request.fetch(url, {
    method,
    headers: { origin: origin() },
    ...(data ? { data } : {}),
  });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
};

type Profile = {
  profile: {
    id: string;
    slug: string;
    name?: string;
    organizationName?: string;
    tagline?: string | null;
    galleryImages?: string[];
    galleryDisplayMode?: string;
  };
};

const saveForm = async (page: Page) => {
  await page.getByTestId('profile-save').click();
};

test('a venue owner adds gallery photos, sees them on the venue page, and old links survive a new slug', async ({
  page,
}, info) => {
  const who = CASES[info.project.name === 'mobile' ? 'mobile' : 'desktop'];
  await answerCookieBannerUpFront(page);
  await signIn(page, who.venueOwner);
  // Other journeys open this venue by its seeded slug and gallery: both are put back at the end.
  const original = (await api<Profile>(page, 'GET', '/api/dashboard/profiles/venue')).profile;
  const before = await api<Profile>(page, 'PUT', '/api/dashboard/profiles/venue', {
    galleryImages: [],
    galleryDisplayMode: 'grid',
  });
  const { id, slug: oldSlug, name } = before.profile;

  await page.goto('/dashboard/venue/profiel');
  await expect(page.getByRole('heading', { level: 1, name: 'Locatieprofiel' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Nog geen foto’s in de galerij.')).toBeVisible();
  await page.getByTestId('gallery-input').setInputFiles([
    { name: 'zaal-1.png', mimeType: 'image/png', buffer: await png('#4d7c6f') },
    { name: 'zaal-2.png', mimeType: 'image/png', buffer: await png('#c2703d') },
  ]);
  await expect(page.getByTestId('gallery-item')).toHaveCount(2);
  await expect(page.getByText('2 van 20 foto’s')).toBeVisible();

  await page.goto(`/venues/${oldSlug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const photos = page.getByTestId('venue-gallery-image');
  await expect(photos).toHaveCount(2);
  // Shown through the resized variants of the upload (core/domain/images.ts).
  await expect(photos.first()).toHaveAttribute(
    'src',
    /^\/img\/\d+\?src=%2Fuploads%2Fprofiles%2Fvenue%2F.+\.webp$/,
  );

  // A new slug: the id link and the old slug's 8-hex form still open the page.
  const newSlug = `zaal-${Date.now().toString(36)}`;
  await page.goto('/dashboard/venue/profiel');
  await page.getByLabel('Slug (webadres)').fill(newSlug);
  await saveForm(page);
  await expect(page.getByText('Locatieprofiel bijgewerkt')).toBeVisible();
  await expect(page.getByTestId('profile-public-link')).toHaveAttribute('href', `/venues/${newSlug}`);
  for (const link of [id, `oude-naam-${id.split('-')[0]}`]) {
    await page.goto(`/venues/${link}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  await api<Profile>(page, 'PUT', '/api/dashboard/profiles/venue', {
    slug: original.slug,
    galleryImages: original.galleryImages ?? [],
    galleryDisplayMode: original.galleryDisplayMode ?? 'cover',
  });
});

test('an organisation meets the slug message on a clash and then saves a fresh slug', async ({
  page,
}, info) => {
  const who = CASES[info.project.name === 'mobile' ? 'mobile' : 'desktop'];
  await answerCookieBannerUpFront(page);
  await signIn(page, who.org);
  await page.goto('/dashboard/organization/profiel');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisatieprofiel' })).toBeVisible({
    timeout: 20_000,
  });
  const original = (await api<Profile>(page, 'GET', '/api/dashboard/profiles/organization')).profile;
  const slugField = page.getByLabel('Slug (webadres)');
  await expect(slugField).not.toHaveValue('');

  await slugField.fill(who.otherOrg);
  await page.getByLabel('Tagline').fill('Een nieuwe tagline die blijft staan');
  await saveForm(page);
  await expect(page.getByText(SLUG_MESSAGE)).toBeVisible();
  // Input kept on the error.
  await expect(page.getByLabel('Tagline')).toHaveValue('Een nieuwe tagline die blijft staan');

  const fresh = `kring-${Date.now().toString(36)}`;
  await slugField.fill(fresh);
  await saveForm(page);
  await expect(page.getByText('Organisatieprofiel bijgewerkt')).toBeVisible();
  await expect(page.getByTestId('profile-public-link')).toHaveAttribute('href', `/organisatie/${fresh}`);
  const own = await api<Profile>(page, 'GET', '/api/dashboard/profiles/organization');
  const byId = await api<Profile>(page, 'GET', `/api/dashboard/profiles/organization?id=${own.profile.id}`);
  expect(byId.profile.slug).toBe(fresh);

  // The public page answers at the new slug, and the old link by id still resolves to it.
  const name = original.organizationName ?? '';
  for (const link of [fresh, original.id]) {
    await page.goto(`/organisatie/${link}`);
    await expect(page.getByTestId('organization-name')).toHaveText(name);
  }
  // Other journeys open this organisation by its seeded slug: put it back.
  await api<Profile>(page, 'PUT', '/api/dashboard/profiles/organization', {
    slug: original.slug,
    tagline: original.tagline ?? null,
  });
});
