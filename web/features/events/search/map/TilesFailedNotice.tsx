import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';

/**
 * 'Kaart kon niet laden' over a map whose tiles do not load (tile server down, offline, a wrong MAP_TILE_URL):
 * the markers stay usable on the blank map, so a notice with 'Probeer opnieuw' instead of hiding them.
 * Bottom left, clear of the fullscreen button and the zoom-in hint at the top.
 */
export const TilesFailedNotice = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('events');
  return (
    <div className="pointer-events-none absolute right-3 bottom-8 left-3 z-[500] flex justify-start">
      <div
        role="alert"
        className="pointer-events-auto flex max-w-sm flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-white/95 px-3 py-2 text-sm text-ink shadow-md ring-1 ring-clay-300 backdrop-blur"
        data-testid="events-map-tiles-failed"
      >
        <p className="flex items-start gap-2">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-700" />
          <span>
            <span className="font-semibold">{t('map.failed')}</span>
            <span className="block text-ink-soft">{t('map.reloadHint')}</span>
          </span>
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden />
          {t('map.retry')}
        </Button>
      </div>
    </div>
  );
};
