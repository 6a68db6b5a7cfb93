import { Maximize2, MapPinned, Minimize2, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EventFilterState } from '@core/domain/eventFilters';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { cn } from '@web/lib/cn';
import { ErrorBoundary } from '@web/lib/ErrorBoundary';
import { formatEventDate } from '@web/lib/format';
import type { EventMapMarker, EventSearchItem, EventSearchQuery } from '../api';
import { clampBox, type MapBox, type MapView } from './map/mapView';
import { TruncatedNotice } from './map/TruncatedNotice';
import { useEventMarkers, useMapConfig } from '../queries';
import { toBoundsParam } from './searchQuery';
import type { UpdateFilters } from './useEventFilters';

const EventMap = lazy(() => import('./map/EventMap').then((m) => ({ default: m.EventMap })));

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

const MapFallback = ({ label }: { label: string }) => (
  <div className="grid size-full animate-pulse place-items-center bg-sand-100 text-sm text-ink-muted">
    <span className="inline-flex items-center gap-2">
      <MapPinned aria-hidden className="size-5" />
      {label}
    </span>
  </div>
);

/** Map view: clustered markers of the filtered events, fullscreen toggle, view kept in the URL. */
export const EventsMap = ({ filters, update, query, items, className, sizeKey = '' }: EventsMapProps) => {
  const { t, i18n } = useTranslation('events');
  const navigate = useNavigate();
  const [fullscreen, setFullscreen] = useState(false);
  const [bounds, setBounds] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const config = useMapConfig();
  const markerQuery = useEventMarkers(query, bounds);
  const fallback = useMemo(() => items.map(toMarker).filter((m): m is EventMapMarker => m !== null), [items]);
  const markers = markerQuery.data?.items ?? fallback;

  useEffect(() => {
    if (!fullscreen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [fullscreen]);

  const handleViewChange = (view: MapView, box: MapBox) => {
    setBounds(toBoundsParam(clampBox(box)));
    update((s) => ({ ...s, map: view }), { replace: true });
  };
  const language = i18n.resolvedLanguage ?? 'nl';
  const describe = (marker: EventMapMarker) => ({
    date: formatEventDate(marker.startDate, language),
    price:
      marker.minPrice === null
        ? t('price.unknown')
        : marker.minPrice === 0
          ? t('price.free')
          : formatMoney(marker.minPrice, moneyLanguage(i18n.language)),
    open: t('map.viewEvent'),
    premium: marker.isPremiumOrganizer ? t('card.premium') : null,
  });

  const failed = (
    <StatePanel
      icon={MapPinned}
      tone="error"
      title={t('map.failed')}
      description={t('map.reloadHint')}
      className="size-full justify-center"
      action={
        <Button onClick={() => setAttempt((n) => n + 1)}>
          <RotateCcw aria-hidden />
          {t('map.retry')}
        </Button>
      }
    />
  );

  return (
    <section
      aria-label={t('map.aria')}
      className={cn(
        'relative isolate overflow-hidden bg-sand-100',
        fullscreen ? 'fixed inset-0 z-[60]' : className,
      )}
      data-testid="events-map-view"
      data-fullscreen={fullscreen}
    >
      {config.isError ? (
        <StatePanel
          icon={MapPinned}
          tone="error"
          title={t('map.unavailable')}
          description={t('map.reloadHint')}
          className="size-full justify-center"
        />
      ) : config.data ? (
        <ErrorBoundary key={attempt} fallback={failed}>
          <Suspense fallback={<MapFallback label={t('map.loading')} />}>
            <EventMap
              markers={markers}
              tileUrl={config.data.tileUrl}
              attribution={config.data.attribution}
              maxZoom={config.data.maxZoom}
              view={filters.map}
              onViewChange={handleViewChange}
              onOpenEvent={(slug) => void navigate(`/evenement/${slug}`)}
              describe={describe}
              sizeKey={`${sizeKey}:${fullscreen}`}
            />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <MapFallback label={t('map.loading')} />
      )}
      {markerQuery.data?.truncated && !config.isError ? <TruncatedNotice /> : null}
      <Button
        variant="light"
        size="sm"
        onClick={() => setFullscreen((on) => !on)}
        aria-pressed={fullscreen}
        className="absolute top-3 right-3 z-[500]"
        data-testid="events-map-fullscreen"
      >
        {fullscreen ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
        {fullscreen ? t('map.exitFullscreen') : t('map.fullscreen')}
      </Button>
    </section>
  );
};
