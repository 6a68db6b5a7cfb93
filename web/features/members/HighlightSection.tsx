import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingCard as ListingCardData } from '@core/schemas/directory';
import { ListingCard } from '@web/features/directories';

type Props = {
  id: string;
  title: string;
  text: string;
  cards: ListingCardData[];
  moreTo: string;
  moreLabel: string;
};

/** One kind on /premium-highlights: a heading, a few premium cards and the link to the full directory. */
export const HighlightSection = ({ id, title, text, cards, moreTo, moreLabel }: Props) => {
  const { t } = useTranslation('members');
  return (
    <section aria-labelledby={id} className="space-y-5" data-testid={id}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={id} className="font-serif text-2xl text-ink sm:text-3xl">
            {title}
          </h2>
          <p className="mt-1 max-w-2xl text-ink-soft">{text}</p>
        </div>
        <Link
          to={moreTo}
          className="inline-flex items-center gap-1 text-sm font-medium text-forest-700 hover:underline"
        >
          {moreLabel}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      {cards.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-white/60 px-5 py-8 text-center text-ink-soft">
          {t('highlights.none')}
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((card, index) => (
            <li key={card.id}>
              <ListingCard card={card} layout="grid" priority={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
