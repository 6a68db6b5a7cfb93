import { useTranslation } from 'react-i18next';
import type { ListingCard as ListingCardData } from '@core/schemas/directory';
import { ListingCard } from '@web/features/directories';

/** Up to 6 professionals who work in the same fields, on the shared listing card. */
export const RelatedProfessionals = ({ cards }: { cards: ListingCardData[] }) => {
  const { t } = useTranslation('professionals');
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="professional-related" data-testid="professional-related">
      <h2 id="professional-related" className="font-display text-2xl font-semibold text-ink">
        {t('related.title')}
      </h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <ListingCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
};
