import { expect, test, type Locator, type Page } from './support/test';
import type { VenueDetail, VenueSearchResponse } from '../core/schemas/directory';
import type { EventSearchResponse } from '../core/schemas/eventSearch';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/**
 * Spec §9 image loading rules (issue 17): card and hero images come as resized AVIF/WebP variants with
 * srcset/sizes and explicit width/height; the page's largest image loads at once with high priority and is
 * the very image the server preloads; the others wait (lazy, async decoding).
 */

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

/** The preload the server put in the page's HTML for its largest image. */
const imagePreloadOf = async (page: Page, path: string) => {
  const html = await (await page.request.get(path)).text();
  const tag = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
  const attr = (name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? null;
  return { fetchPriority: attr('fetchpriority'), srcSet: attr('imagesrcset'), sizes: attr('imagesizes') };
};

/** A responsive image that has really loaded, from a variant in a modern format. */
const expectLoadedVariant = async (img: Locator) => {
  await expect(img).toHaveAttribute('srcset', /^\/img\/\d+\?src=[^ ]+ \d+w, /);
  await expect(img).toHaveAttribute('sizes', /.+/);
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('height', /^\d+$/);
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/img\/\d+\?src=/);
};

/** The LCP image: eager, high priority, and preloaded by the server with the same candidates. */
const expectPriorityImage = async (page: Page, img: Locator, path: string) => {
  await expectLoadedVariant(img);
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  const preload = await imagePreloadOf(page, path);
  expect(preload.fetchPriority).toBe('high');
  expect(preload.srcSet).toBe(await img.getAttribute('srcset'));
  expect(preload.sizes).toBe(await img.getAttribute('sizes'));
};

test('event cards, an event hero and a venue page load responsive images in the right order', async ({
  page,
}) => {
  await page.goto('/events');
  const firstCard = page.getByTestId('event-card').first().locator('img').first();
  await expectPriorityImage(page, firstCard, '/events');

  const list = (await (
    await page.request.get('/api/events?page=1&pageSize=5')
  ).json()) as EventSearchResponse;
  const event = list.items.find((e) => e.imageUrl);
  expect(event, 'the demo seed has an event with an image').toBeTruthy();
  await page.goto(`/evenement/${event!.slug}`);
  await expectPriorityImage(
    page,
    page.getByTestId('event-hero').locator('img').first(),
    `/evenement/${event!.slug}`,
  );

  const venues = (await (await page.request.get('/api/venues?page=1')).json()) as VenueSearchResponse;
  let venue: VenueDetail | null = null;
  for (const card of venues.items) {
    const detail = (await (await page.request.get(`/api/venues/${card.slug}`)).json()) as VenueDetail;
    if (detail.coverImageUrl && detail.gallery.images.length > 0) {
      venue = detail;
      break;
    }
  }
  expect(venue, 'the demo seed has a venue with a cover and a gallery').not.toBeNull();
  await page.goto(`/venues/${venue!.slug}`);
  await expectPriorityImage(page, page.getByTestId('venue-hero-image'), `/venues/${venue!.slug}`);
  // Below the fold: lazy and decoded off the main thread, loaded once it comes near.
  const photo = page.getByTestId('venue-gallery').getByRole('img').first();
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveAttribute('decoding', 'async');
  await photo.scrollIntoViewIfNeeded();
  await expectLoadedVariant(photo);
});
