import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VenueDetail } from '@core/schemas/directory';

type Group = 'amenities' | 'facilities' | 'technicalEquipment' | 'accessibilityFeatures' | 'uniqueFeatures';
const GROUPS: readonly Group[] = [
  'uniqueFeatures',
  'facilities',
  'amenities',
  'technicalEquipment',
  'accessibilityFeatures',
];

/** Amenities, facilities, equipment, accessibility and what makes the place special, as check lists. */
export const VenueFeatures = ({ venue }: { venue: VenueDetail }) => {
  const { t } = useTranslation('venues');
  const groups = GROUPS.filter((g) => venue[g].length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="venue-features">
      <h2 id="venue-features" className="font-display text-2xl font-semibold text-ink">
        {t('features.title')}
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {groups.map((group) => (
          <div key={group}>
            <h3 className="text-sm font-semibold text-ink">{t(`features.${group}`)}</h3>
            <ul className="mt-2 space-y-1.5 text-sm text-ink-soft">
              {venue[group].map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-forest-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
};
