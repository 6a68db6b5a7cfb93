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

/**
 * The image to ask for: on a slow connection the low-quality variant, unless it already failed to load; then,
 * as spec §7 says of the image loader, the original URL.
 */
export const imageSourceFor = (
  url: string,
  options: { slow: boolean; lowQualityFailed: boolean },
): string => {
  if (!options.slow || options.lowQualityFailed) return url;
  return lowQualityImageUrl(url);
};
