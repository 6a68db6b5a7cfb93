import { Suspense } from 'react';
import type { GeoPoint } from '@core/schemas/geo';
import { Skeleton } from '@web/components/ui/Skeleton';
import { ErrorBoundary } from '@web/lib/ErrorBoundary';
import { useNearViewport } from '@web/lib/useNearViewport';
import { LazyLocationMap } from './LazyLocationMap';
import type { LocationMapProps } from './LocationMap';

type LazyMapBoxProps = {
  point: GeoPoint;
  /** The map region's name for screen readers: the place or profile. */
  label: string;
  /** The tile server of GET /api/map-config (useMapConfig). */
  config: Pick<LocationMapProps, 'tileUrl' | 'attribution' | 'maxZoom'>;
  /** 'Kaart niet beschikbaar': shown when the map fails to load. */
  unavailableText: string;
  testId?: string;
};

/**
 * The map strip under an address (event page, venue and organisation pages): a skeleton until the visitor
 * scrolls near it, then Leaflet (≈ 42 KB gzip) loads; a failed load leaves a sentence instead of the map.
 */
export const LazyMapBox = ({ point, label, config, unavailableText, testId }: LazyMapBoxProps) => {
  const { ref, near } = useNearViewport();
  return (
    <div ref={ref} className="h-64 border-t border-line sm:h-80">
      {near ? (
        <ErrorBoundary fallback={<p className="p-5 text-sm text-ink-muted">{unavailableText}</p>}>
          <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
            <LazyLocationMap
              lat={point.lat}
              lng={point.lng}
              label={label}
              tileUrl={config.tileUrl}
              attribution={config.attribution}
              maxZoom={config.maxZoom}
              testId={testId}
            />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <Skeleton className="size-full rounded-none" />
      )}
    </div>
  );
};
