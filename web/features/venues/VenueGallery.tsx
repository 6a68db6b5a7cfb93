import { useTranslation } from 'react-i18next';
import type { VenueDetail } from '@core/schemas/directory';
import { cn } from '@web/lib/cn';
import { coverTileClass } from './coverTiles';
import { ResponsiveImage } from '@web/components/ui/ResponsiveImage';

/**
 * The gallery in a profile's display mode (venues and organisations share it): 'cover' = one large photo with the rest beside it, 'grid' = equal
 * tiles, 'carousel' = a horizontal strip that scrolls (and snaps) on touch.
 */
export const VenueGallery = ({
  gallery,
  name,
  testId = 'venue-gallery',
}: {
  gallery: VenueDetail['gallery'];
  name: string;
  testId?: string;
}) => {
  const { t } = useTranslation('venues');
  const { images, displayMode } = gallery;
  if (images.length === 0) return null;
  const alt = (i: number) => t('gallery.photo', { name, number: i + 1 });
  return (
    <section aria-labelledby="venue-gallery" data-testid={testId} data-mode={displayMode}>
      <h2 id="venue-gallery" className="font-display text-2xl font-semibold text-ink">
        {t('gallery.title')}
      </h2>
      {displayMode === 'carousel' ? (
        <ul className="mt-4 flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2">
          {images.map((src, i) => (
            <li key={src} className="w-72 shrink-0 snap-start">
              <ResponsiveImage
                src={src}
                alt={alt(i)}
                layout="card"
                className="aspect-[4/3] w-full rounded-xl object-cover"
              />
            </li>
          ))}
        </ul>
      ) : (
        <ul
          className={cn(
            'mt-4 grid gap-3',
            // Cover: fixed row heights from sm, so widened tiles keep the rows even.
            displayMode === 'cover'
              ? 'grid-cols-2 sm:auto-rows-[11rem] sm:grid-cols-4'
              : 'grid-cols-2 sm:grid-cols-3',
          )}
        >
          {images.map((src, i) => (
            <li key={src} className={cn(displayMode === 'cover' && coverTileClass(i, images.length))}>
              <ResponsiveImage
                src={src}
                alt={alt(i)}
                layout="card"
                className={cn(
                  'aspect-[4/3] size-full rounded-xl object-cover',
                  displayMode === 'cover' && 'sm:aspect-auto',
                )}
                testId={`${testId}-image`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
