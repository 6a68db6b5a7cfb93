import { ZoomIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Shown over the map when more events match than the map endpoint sends (MAP_MARKER_LIMIT): the missing
 * markers are not an error, so a calm hint in place of a warning. Sits under the fullscreen button, clear
 * of Leaflet's zoom buttons on the left.
 */
export const TruncatedNotice = () => {
  const { t } = useTranslation('events');
  return (
    <div className="pointer-events-none absolute top-14 right-3 left-14 z-[500] flex justify-end">
      <p
        role="status"
        className="pointer-events-auto inline-flex max-w-sm items-start gap-2 rounded-xl bg-white/95 px-3 py-2 text-sm text-ink shadow-md ring-1 ring-line backdrop-blur"
        data-testid="events-map-truncated"
      >
        <ZoomIn aria-hidden className="mt-0.5 size-4 shrink-0 text-forest-700" />
        {t('mapNotice.truncated')}
      </p>
    </div>
  );
};
