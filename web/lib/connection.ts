import {
  type ImageLayout,
  type ResponsiveImageSources,
  hasImageVariants,
  responsiveImageSources,
} from '@core/domain/images';

/**
 * Spec §4 "Connection speed: slow (slow-2g, 2g, 3g) or fast", from the Network Information API
 * (`navigator.connection`, Chromium-based browsers; elsewhere the connection counts as fast). A visitor who
 * asked their browser to save data gets the slow treatment too: low-quality images and no moving hero.
 */

/** The effective connection types spec §4 calls slow. */
export const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g', '3g'];

/** What the browser reports (`navigator.connection`), all optional. */
export type ConnectionInfo = { effectiveType?: string | undefined; saveData?: boolean | undefined };

export const isSlowConnection = (connection: ConnectionInfo | null | undefined): boolean =>
  Boolean(connection) &&
  (connection?.saveData === true || SLOW_CONNECTION_TYPES.includes(connection?.effectiveType ?? ''));

/**
 * An uploaded event image's low-quality variant: the 640 px card version stored beside the full picture
 * (`events/<user id>/<key>.webp` and `…-card.webp`, server/modules/events/manage/images.ts). Other images
 * have only one version and stay as they are.
 */
const UPLOADED_EVENT_IMAGE = /\/events\/[0-9a-f-]{36}\/[\w-]{12}\.webp$/i;

export const lowQualityImageUrl = (url: string): string =>
  UPLOADED_EVENT_IMAGE.test(url) ? url.replace(/\.webp$/i, '-card.webp') : url;

/** How far an image got: its variants (or, without any, its URL), then the original as it is, then none. */
export type ImageStage = 'variants' | 'original' | 'failed';

/**
 * The sources to ask for at a stage. First the resized variants (core/domain/images.ts), one small variant
 * on a slow connection; images without variants (another host) as they are, or their stored card version on
 * a slow connection. When those fail, as spec §7 says of the image loader, the original URL; then nothing.
 */
export const imageSourcesFor = (
  url: string,
  layout: ImageLayout,
  options: { slow: boolean; stage: ImageStage },
): ResponsiveImageSources | null => {
  if (options.stage === 'failed') return null;
  if (options.stage === 'original') return { src: url };
  if (hasImageVariants(url)) return responsiveImageSources(url, layout, { lowQuality: options.slow });
  return { src: options.slow ? lowQualityImageUrl(url) : url };
};

/** The stage after a load error: the original once, unless the original is what failed. */
export const nextImageStage = (stage: ImageStage, failed: ResponsiveImageSources, url: string): ImageStage =>
  stage === 'variants' && (failed.src !== url || failed.srcSet) ? 'original' : 'failed';
