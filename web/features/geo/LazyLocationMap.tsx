import { lazy } from 'react';

/** The one-marker map as its own chunk: Leaflet (≈ 42 KB gzip) loads only when a page shows a map. */
export const LazyLocationMap = lazy(() => import('./LocationMap').then((m) => ({ default: m.LocationMap })));
