import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect, useRef, useState } from 'react';
import type { EventMapMarker } from '../../api';
import { isSameView, type MapBox, type MapView } from './mapView';

export type EventMapProps = {
  markers: EventMapMarker[];
  tileUrl: string;
  attribution: string;
  maxZoom: number;
  /** The URL's lat/lng/zoom; null = fit the markers. */
  view: MapView | null;
  onViewChange: (view: MapView, bounds: MapBox) => void;
  onOpenEvent: (slug: string) => void;
  /** Called once when the first tiles all fail and none has loaded (tile server down, offline, wrong URL). */
  onTilesFailed?: () => void;
  describe: (marker: EventMapMarker) => { date: string; price: string; open: string; premium: string | null };
  /** Changes when the map's box changes size (fullscreen, sheet), so Leaflet re-measures. */
  sizeKey: string;
};

/** This many tile errors before any tile loaded: the tile source is taken as down. */
const TILE_ERRORS_BEFORE_FAILED = 4;

/** Center of the Netherlands and Flanders, for a map without markers or a view in the URL. */
const HOME: MapView = { lat: 52.1, lng: 5.3, zoom: 7 };

const markerIcon = (premium: boolean) =>
  L.divIcon({
    className: 'kring-marker',
    html: `<span class="block size-6 rounded-full border-[3px] border-white shadow-md ${
      premium ? 'bg-amber-500' : 'bg-clay-500'
    }"></span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
    popupAnchor: [0, -12],
  });

const clusterIcon = (cluster: L.MarkerCluster) =>
  L.divIcon({
    className: 'kring-cluster',
    html: `<span class="grid size-11 place-items-center rounded-full bg-forest-700/90 text-sm font-semibold text-white ring-4 ring-forest-200/80">${cluster.getChildCount()}</span>`,
    iconSize: [44, 44],
  });

/** Popup content built from DOM nodes (titles are user text: never inserted as HTML). */
const popupContent = (
  marker: EventMapMarker,
  text: ReturnType<EventMapProps['describe']>,
  onOpen: (slug: string) => void,
): HTMLElement => {
  const root = document.createElement('div');
  root.className = 'flex min-w-44 flex-col gap-1 font-sans';
  const title = document.createElement('p');
  title.className = 'font-semibold text-ink text-base leading-snug';
  title.textContent = marker.title;
  const meta = document.createElement('p');
  meta.className = 'text-sm text-ink-soft';
  meta.textContent = [text.date, text.price, text.premium].filter(Boolean).join(' · ');
  const link = document.createElement('a');
  link.href = `/evenement/${marker.slug || marker.id}`;
  link.className = 'mt-1 text-sm font-semibold text-forest-700 underline-offset-4 hover:underline';
  link.textContent = text.open;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(marker.slug || marker.id);
  });
  root.append(title, meta, link);
  return root;
};

/** Leaflet map with clustered event markers; lives in its own chunk so /events loads without it. */
export const EventMap = (props: EventMapProps) => {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const start = latest.current.view ?? HOME;
    const instance = L.map(element, { zoomControl: true, attributionControl: true }).setView(
      [start.lat, start.lng],
      start.zoom,
    );
    map.current = instance;
    const reportView = () => {
      const center = instance.getCenter();
      const b = instance.getBounds();
      latest.current.onViewChange(
        { lat: center.lat, lng: center.lng, zoom: instance.getZoom() },
        { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() },
      );
    };
    instance.on('moveend', reportView);
    // markercluster extends the global L, so it loads after Leaflet itself.
    void import('leaflet.markercluster').then(() => {
      if (cancelled) return;
      cluster.current = L.markerClusterGroup({
        iconCreateFunction: clusterIcon,
        showCoverageOnHover: false,
        maxClusterRadius: 60,
      }).addTo(instance);
      setReady(true);
    });
    return () => {
      cancelled = true;
      // Leaflet still fires a 'moveend' 200 ms after a resize, also when the map is gone by then; reading the view
      // of a removed map throws (its panes are deleted).
      instance.off('moveend', reportView);
      instance.remove();
      map.current = null;
      cluster.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const layer = L.tileLayer(props.tileUrl, { attribution: props.attribution, maxZoom: props.maxZoom });
    let loaded = 0;
    let errors = 0;
    layer.on('tileload', () => {
      loaded += 1;
    });
    layer.on('tileerror', () => {
      errors += 1;
      if (loaded === 0 && errors === TILE_ERRORS_BEFORE_FAILED) latest.current.onTilesFailed?.();
    });
    layer.addTo(instance);
    return () => {
      layer.remove();
    };
  }, [props.tileUrl, props.attribution, props.maxZoom]);

  // Markers: replaced as a set whenever the results change; the view is fitted to them only when the URL
  // has no view of its own.
  const { markers, view } = props;
  useEffect(() => {
    const instance = map.current;
    const group = cluster.current;
    if (!instance || !group) return;
    group.clearLayers();
    const layers = markers.map((m) =>
      L.marker([m.latitude, m.longitude], {
        icon: markerIcon(m.isPremiumOrganizer),
        title: m.title,
      }).bindPopup(() => popupContent(m, latest.current.describe(m), latest.current.onOpenEvent)),
    );
    group.addLayers(layers);
    if (!latest.current.view && layers.length > 0) {
      instance.fitBounds(group.getBounds(), { padding: [32, 32], maxZoom: 12, animate: false });
    }
  }, [markers, ready]);

  // Back/forward: follow the URL's view when it differs from where the map is.
  useEffect(() => {
    const instance = map.current;
    if (!instance || !view) return;
    const center = instance.getCenter();
    if (!isSameView(view, { lat: center.lat, lng: center.lng, zoom: instance.getZoom() }))
      instance.setView([view.lat, view.lng], view.zoom, { animate: false });
  }, [view]);

  useEffect(() => {
    map.current?.invalidateSize();
  }, [props.sizeKey]);

  return <div ref={box} className="size-full bg-sand-100" data-testid="events-map" />;
};
