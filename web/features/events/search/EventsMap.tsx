import { useMemo, useState } from 'react';
import type { EventFilterState } from '@core/domain/eventFilters';
import type { EventMapMarker, EventSearchItem, EventSearchQuery } from '../api';
import { EventMapPanel } from './map/EventMapPanel';
import { clampBox, type MapBox, type MapView } from './map/mapView';
import { useEventMarkers, useMapConfig } from '../queries';
import { toBoundsParam } from './searchQuery';
import type { UpdateFilters } from './useEventFilters';

type EventsMapProps = {
  filters: EventFilterState;
  update: UpdateFilters;
  query: EventSearchQuery;
  /** Loaded list results: markers until the map endpoint answers (or when it cannot). */
  items: EventSearchItem[];
  className?: string;
  sizeKey?: string;
};

const toMarker = (item: EventSearchItem): EventMapMarker | null =>
  item.latitude === null || item.longitude === null
    ? null
    : {
        id: item.id,
        slug: item.slug,
        title: item.title,
        latitude: item.latitude,
        longitude: item.longitude,
        startDate: item.startDate,
        minPrice: item.minTicketPrice ?? item.price,
        isPremiumOrganizer: item.isPremiumOrganizer,
      };

/** Map view of the event browser: markers of the filtered events in the visible area, view kept in the URL. */
export const EventsMap = ({ filters, update, query, items, className, sizeKey = '' }: EventsMapProps) => {
  const [bounds, setBounds] = useState<string | undefined>(undefined);
  const config = useMapConfig();
  const markerQuery = useEventMarkers(query, bounds);
  const fallback = useMemo(() => items.map(toMarker).filter((m): m is EventMapMarker => m !== null), [items]);

  const handleViewChange = (view: MapView, box: MapBox) => {
    setBounds(toBoundsParam(clampBox(box)));
    update((s) => ({ ...s, map: view }), { replace: true });
  };

  return (
    <EventMapPanel
      markers={markerQuery.data?.items ?? fallback}
      config={config.isError ? 'unavailable' : config.data}
      view={filters.map}
      onViewChange={handleViewChange}
      truncated={markerQuery.data?.truncated ?? false}
      className={className}
      sizeKey={sizeKey}
    />
  );
};
