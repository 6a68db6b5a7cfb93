import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

export type LocationMapProps = {
  lat: number;
  lng: number;
  label: string;
  tileUrl: string;
  attribution: string;
  maxZoom: number;
  testId?: string;
};

/** One marker on a small Leaflet map (own lazy chunk: Leaflet loads only when the page shows a map). */
export const LocationMap = ({
  lat,
  lng,
  label,
  tileUrl,
  attribution,
  maxZoom,
  testId = 'event-map',
}: LocationMapProps) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const map = L.map(box.current, { scrollWheelZoom: false, attributionControl: true }).setView(
      [lat, lng],
      14,
    );
    L.tileLayer(tileUrl, { attribution, maxZoom }).addTo(map);
    const icon = L.divIcon({
      className: 'kring-marker',
      html: '<span class="block size-6 rounded-full border-[3px] border-white bg-clay-500 shadow-md"></span>',
      iconSize: [24, 24],
      iconAnchor: [12, 12],
    });
    L.marker([lat, lng], { icon, title: label, alt: label }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng, label, tileUrl, attribution, maxZoom]);
  return <div ref={box} className="size-full" role="region" aria-label={label} data-testid={testId} />;
};
