import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipTabs } from '@web/components/ui/ChipTabs';
import { EventMapPanel, useMapConfig } from '@web/features/events';
import { showcaseMarkers } from '@web/features/testPages';
import { ShowcaseFrame } from './ShowcaseFrame';
import { ShowcaseSection } from './ShowcaseSection';

const STATES = ['normal', 'unavailable', 'failed'] as const;
type MapState = (typeof STATES)[number];

/**
 * Tiles that never load: a path under /assets that has no file, so every tile answers 404 at once and the map
 * shows its real 'Kaart kon niet laden' state (EventMap's tile-error count), not a mock of it.
 */
const BROKEN_TILES = {
  tileUrl: '/assets/kaart-test-bestaat-niet/{z}/{x}/{y}.png',
  attribution: '',
  maxZoom: 18,
};

type ViewReadout = { lat: number; lng: number; zoom: number };

const MapShowcase = () => {
  const { t } = useTranslation('testPages');
  const [state, setState] = useState<MapState>('normal');
  const [readout, setReadout] = useState<ViewReadout | null>(null);
  const config = useMapConfig();
  const markers = useMemo(() => showcaseMarkers(new Date()), []);

  const panelConfig =
    state === 'unavailable'
      ? 'unavailable'
      : state === 'failed'
        ? BROKEN_TILES
        : config.isError
          ? 'unavailable'
          : config.data;

  return (
    <>
      <ShowcaseSection
        title={t('mapTest.map.title')}
        text={t('mapTest.map.text', { count: markers.length })}
        testId="map-test-map"
      >
        <div className="mb-4 flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">{t('mapTest.state.label')}</p>
          <ChipTabs
            items={STATES.map((key) => ({ key, label: t(`mapTest.state.${key}`) }))}
            activeKey={state}
            onSelect={(key) => setState(key as MapState)}
            label={t('mapTest.state.label')}
            testId="map-test-states"
          />
        </div>
        {/* Remounted per state, so each starts from a clean map. */}
        <EventMapPanel
          key={state}
          markers={markers}
          config={panelConfig}
          view={null}
          onViewChange={(view) => setReadout(view)}
          className="h-[28rem] rounded-[var(--radius-card)] ring-1 ring-line sm:h-[32rem]"
        />
        <p className="mt-2 font-mono text-xs text-ink-muted" data-testid="map-test-view" aria-live="off">
          {readout
            ? t('mapTest.view', {
                lat: readout.lat.toFixed(3),
                lng: readout.lng.toFixed(3),
                zoom: readout.zoom,
              })
            : t('mapTest.viewFitted')}
        </p>
      </ShowcaseSection>
      <ShowcaseSection title={t('mapTest.checks.title')}>
        <ul className="max-w-3xl list-disc space-y-1.5 pl-5 text-sm text-ink-soft">
          {(['clusters', 'popup', 'fullscreen', 'unavailable', 'failed'] as const).map((key) => (
            <li key={key}>{t(`mapTest.checks.${key}`)}</li>
          ))}
        </ul>
      </ShowcaseSection>
    </>
  );
};

/**
 * /map-test: the event browser's map (clusters, popups, fullscreen) on fixed sample markers, and its two error
 * states of spec §8 on demand: no map configuration, and tiles that do not load.
 */
export const MapTestPage = () => (
  <ShowcaseFrame screen="mapTest">
    <MapShowcase />
  </ShowcaseFrame>
);
