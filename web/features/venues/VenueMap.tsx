import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VenueDetail } from '@core/schemas/directory';
import { Card } from '@web/components/ui/Card';
import { useMapConfig } from '@web/features/events';
import { LazyMapBox } from '@web/features/geo';

/** Address and a map with the spot of a profile (venues, organisations); Leaflet loads when the visitor scrolls towards it (as on the event page). */
export const VenueMap = ({
  venue,
  testId = 'venue-map',
}: {
  venue: {
    name: string;
    location: Pick<VenueDetail['location'], 'latitude' | 'longitude' | 'address' | 'city'>;
  };
  testId?: string;
}) => {
  const { t } = useTranslation('venues');
  const mapConfig = useMapConfig();
  const { latitude, longitude, address, city } = venue.location;
  const point = latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null;
  return (
    <section aria-labelledby="venue-location">
      <h2 id="venue-location" className="font-display text-2xl font-semibold text-ink">
        {t('location.title')}
      </h2>
      <Card className="mt-4 overflow-hidden">
        <p className="flex items-start gap-2 p-5 text-sm text-ink-soft">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          {address ?? city ?? t('location.unknown')}
        </p>
        {point && mapConfig.data ? (
          <LazyMapBox
            point={point}
            label={venue.name}
            config={mapConfig.data}
            unavailableText={t('location.mapUnavailable')}
            testId={testId}
          />
        ) : null}
      </Card>
    </section>
  );
};
