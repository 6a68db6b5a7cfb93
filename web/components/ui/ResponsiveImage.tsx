import type { ReactNode } from 'react';
import { IMAGE_LAYOUTS, type ImageLayout } from '@core/domain/images';
import { useAdaptiveImage } from '@web/lib/useAdaptiveImage';

export type ResponsiveImageProps = {
  src: string | null | undefined;
  alt: string;
  /** Where the image sits: decides the widths offered, `sizes` and the reserved aspect ratio. */
  layout: ImageLayout;
  /**
   * The page's largest image (spec §9: the first cards, a hero): fetched at once with high priority. Every
   * other image waits until it nears the viewport and decodes off the main thread.
   */
  priority?: boolean;
  className?: string;
  /** Shown when there is no image or it cannot load. */
  fallback?: ReactNode;
  testId?: string;
};

/**
 * Every card and hero image: AVIF/WebP variants with srcset/sizes (core/domain/images.ts), explicit
 * width/height so the page keeps its place before the image arrives, and the loading priority of spec §9.
 */
export const ResponsiveImage = ({
  src,
  alt,
  layout,
  priority = false,
  className,
  fallback = null,
  testId,
}: ResponsiveImageProps) => {
  const { sources, handleError } = useAdaptiveImage(src, layout);
  if (!sources) return fallback;
  const { width, height } = IMAGE_LAYOUTS[layout];
  // sizes and srcSet before src: a browser that saw src first could start fetching it before the set.
  return (
    <img
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? undefined : 'async'}
      sizes={sources.sizes}
      srcSet={sources.srcSet}
      src={sources.src}
      onError={handleError}
      className={className}
      data-testid={testId}
    />
  );
};
