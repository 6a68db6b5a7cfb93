/** The map viewport as the URL keeps it (lat/lng 6 decimals, zoom 2 decimals). */
export type MapView = { lat: number; lng: number; zoom: number };

/** Closer than the URL's rounding can tell apart: the same view (stops URL ⇄ map ping-pong). */
export const isSameView = (a: MapView, b: MapView): boolean =>
  Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lng - b.lng) < 1e-5 && Math.abs(a.zoom - b.zoom) < 0.01;

/** The visible area, clamped to valid coordinates (spec §5 bounds rules) before it goes to the API. */
export type MapBox = { south: number; west: number; north: number; east: number };

export const clampBox = (box: MapBox): MapBox => ({
  south: Math.max(-90, box.south),
  north: Math.min(90, box.north),
  west: Math.max(-180, box.west),
  east: Math.min(180, box.east),
});
