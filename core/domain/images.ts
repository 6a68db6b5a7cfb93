/**
 * Responsive images (spec §9 image loading rules, issue 17): uploaded and demo images are served in sizes
 * from a fixed list by `GET /img/{width}?src=…` (server/http/imageVariants.ts), in AVIF or WebP as the
 * browser's Accept header allows. Both sides build the URLs here, so the server's LCP preload
 * (`imagePreload`) names exactly the candidates the page's <img> chooses from, and nothing is fetched twice.
 */

/** The widths the server makes; any other width is answered 404, so a crawler cannot fill the cache. */
export const IMAGE_VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const isImageVariantWidth = (width: number): width is ImageVariantWidth =>
  (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);

/** The path of the variant endpoint. */
export const IMAGE_VARIANT_PATH = '/img';

/**
 * Where an image sits decides which widths are worth offering and how wide it is drawn (`sizes`, matching the
 * layouts' breakpoints 640/1024 and the 72rem container). `width`/`height` give the aspect ratio the page
 * reserves before the image arrives (no layout shift).
 */
export const IMAGE_LAYOUTS = {
  /** A card in the event and directory grids: one column on phones, two from 640 px, three from 1024 px. */
  card: {
    widths: [320, 480, 640, 960],
    sizes: '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw',
    width: 640,
    height: 400,
  },
  /** The thumbnail of a card in list layout (w-32, sm:w-56). */
  cardList: { widths: [320, 480], sizes: '(min-width: 640px) 224px, 128px', width: 480, height: 300 },
  /** The hero of an event, venue or organisation page: the container's width. */
  hero: {
    widths: [640, 960, 1280, 1600],
    sizes: '(min-width: 1152px) 1152px, 100vw',
    width: 1600,
    height: 900,
  },
} as const satisfies Record<
  string,
  { widths: readonly ImageVariantWidth[]; sizes: string; width: number; height: number }
>;
export type ImageLayout = keyof typeof IMAGE_LAYOUTS;

/** The width asked for on a slow connection (spec §4: low-quality images). */
export const LOW_QUALITY_IMAGE_WIDTH: ImageVariantWidth = 320;

/**
 * Images the variant endpoint can resize: our own uploads (local storage) and the demo media. Other URLs
 * (another host, a data: URL) are shown as they are.
 */
export const hasImageVariants = (src: string): boolean =>
  /^\/(uploads|media)\/[\w./-]+$/.test(src) && !src.includes('..');

/** The URL of one variant: `/img/640?src=%2Fmedia%2Fseed%2Fevents%2F01.webp`. */
export const imageVariantUrl = (src: string, width: ImageVariantWidth): string =>
  `${IMAGE_VARIANT_PATH}/${width}?src=${encodeURIComponent(src)}`;

/** The `srcset` of an image in a layout: every width of the layout, each with its `w` descriptor. */
export const imageSrcSet = (src: string, layout: ImageLayout): string =>
  IMAGE_LAYOUTS[layout].widths.map((w) => `${imageVariantUrl(src, w)} ${w}w`).join(', ');

/** What an <img> gets: `src` (the fallback), and `srcSet`/`sizes` when the image has variants. */
export type ResponsiveImageSources = { src: string; srcSet?: string; sizes?: string };

/**
 * The sources of an image in a layout. The fallback `src` is the layout's middle width, which browsers
 * without srcset support (none today) would show; `lowQuality` asks for one small variant and no srcset.
 */
export const responsiveImageSources = (
  src: string,
  layout: ImageLayout,
  options: { lowQuality?: boolean } = {},
): ResponsiveImageSources => {
  if (!hasImageVariants(src)) return { src };
  if (options.lowQuality) return { src: imageVariantUrl(src, LOW_QUALITY_IMAGE_WIDTH) };
  const { widths, sizes } = IMAGE_LAYOUTS[layout];
  const fallback = widths[Math.floor((widths.length - 1) / 2)] ?? LOW_QUALITY_IMAGE_WIDTH;
  return { src: imageVariantUrl(src, fallback), srcSet: imageSrcSet(src, layout), sizes };
};

/**
 * The attributes of the server's `<link rel="preload" as="image" fetchpriority="high">` for the largest
 * image of a page: with `imagesrcset`/`imagesizes` equal to the <img>'s, the browser preloads the very
 * candidate the <img> picks (server/http/pageData.ts). Without a layout (an image the page draws as it is,
 * e.g. an avatar) the URL alone.
 */
export const imagePreload = (
  src: string,
  layout: ImageLayout | null,
): { href: string; imageSrcSet?: string; imageSizes?: string } => {
  if (!layout) return { href: src };
  const sources = responsiveImageSources(src, layout);
  return {
    href: sources.src,
    ...(sources.srcSet ? { imageSrcSet: sources.srcSet } : {}),
    ...(sources.sizes ? { imageSizes: sources.sizes } : {}),
  };
};
