import { Maximize2, MapPinned, Minimize2, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { cn } from '@web/lib/cn';
import { ErrorBoundary } from '@web/lib/ErrorBoundary';
import { formatEventDate } from '@web/lib/format';
import type { EventMapMarker, MapConfig } from '../../api';
import type { MapBox, MapView } from './mapView';
import { TilesFailedNotice } from './TilesFailedNotice';
import { TruncatedNotice } from './TruncatedNotice';

const EventMap = lazy(() => import('./EventMap').then((m) => ({ default: m.EventMap })));

export type EventMapPanelProps = {
  markers: EventMapMarker[];
  /**
   * The tile source: undefined while it loads, 'unavailable' when the map has no configuration ('Kaart niet
   * beschikbaar'). Tiles or the map's code that fail to load show 'Kaart kon niet laden'.
   */
  config: MapConfig | 'unavailable' | undefined;
  /** The view to show; null = fit the markers. */
  view: MapView | null;
  onViewChange?: (view: MapView, box: MapBox) => void;
  /** More markers match than were sent: a hint to zoom in. */
  truncated?: boolean;
  className?: string;
  sizeKey?: string;
};

const MapFallback = ({ label }: { label: string }) => (
  <div className="grid size-full animate-pulse place-items-center bg-sand-100 text-sm text-ink-muted">
    <span className="inline-flex items-center gap-2">
      <MapPinned aria-hidden className="size-5" />
      {label}
    </span>
  </div>
);

/**
 * The event map as a whole: the Leaflet map (own chunk) with clustered markers, the fullscreen toggle (Escape
 * leaves it), and the map's error states of spec §8. Used by the event browser and by /map-test.
 */
export const EventMapPanel = ({
  markers,
  config,
  view,
  onViewChange,
  truncated = false,
  className,
  sizeKey = '',
}: EventMapPanelProps) => {
  const { t, i18n } = useTranslation('events');
  const navigate = useNavigate();
  const [fullscreen, setFullscreen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The tile source that failed: a new source (another MAP_TILE_URL) gets a fresh chance.
  const [failedTileUrl, setFailedTileUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!fullscreen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [fullscreen]);

  const tileUrl = config === 'unavailable' ? null : (config?.tileUrl ?? null);
  const tilesFailed = tileUrl !== null && failedTileUrl === tileUrl;

  const handleRetry = () => {
    setFailedTileUrl(null);
    setAttempt((n) => n + 1);
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
      testId="events-map-failed"
      action={
        <Button onClick={handleRetry}>
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
      {config === 'unavailable' ? (
        <StatePanel
          icon={MapPinned}
          tone="error"
          title={t('map.unavailable')}
          description={t('map.reloadHint')}
          className="size-full justify-center"
          testId="events-map-unavailable"
        />
      ) : config ? (
        <ErrorBoundary key={attempt} fallback={failed}>
          <Suspense fallback={<MapFallback label={t('map.loading')} />}>
            <EventMap
              markers={markers}
              tileUrl={config.tileUrl}
              attribution={config.attribution}
              maxZoom={config.maxZoom}
              view={view}
              onViewChange={(next, box) => onViewChange?.(next, box)}
              onOpenEvent={(slug) => void navigate(`/evenement/${slug}`)}
              onTilesFailed={() => setFailedTileUrl(config.tileUrl)}
              describe={describe}
              sizeKey={`${sizeKey}:${fullscreen}`}
            />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <MapFallback label={t('map.loading')} />
      )}
      {truncated && config !== 'unavailable' ? <TruncatedNotice /> : null}
      {tilesFailed ? <TilesFailedNotice onRetry={handleRetry} /> : null}
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
