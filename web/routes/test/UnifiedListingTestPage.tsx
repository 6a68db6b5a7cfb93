import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingCard as ListingCardData } from '@core/schemas/directory';
import { ListingCard, type ListingCardLayout } from '@web/features/directories';
import { EventCard } from '@web/features/events';
import { showcaseEvents, showcaseListingCards } from '@web/features/testPages';
import { cn } from '@web/lib/cn';
import { ShowcaseFrame } from './ShowcaseFrame';
import { ShowcaseSection } from './ShowcaseSection';

/** What each card is called on the page: its content type and the component that draws it. */
const Caption = ({ type, component }: { type: string; component: string }) => {
  const { t } = useTranslation('testPages');
  return (
    <p className="mb-2 flex items-baseline gap-2 text-sm">
      <span className="font-semibold text-ink">{t(`unifiedListingTest.types.${type}`)}</span>
      <code className="font-mono text-xs text-ink-muted">{component}</code>
    </p>
  );
};

type CardsProps = { layout: ListingCardLayout; cards: ListingCardData[] };

const Cards = ({ layout, cards }: CardsProps) => {
  const event = useMemo(() => showcaseEvents(new Date())[0], []);
  const list = layout === 'list';
  return (
    <ul
      className={cn(
        list
          ? 'flex max-w-4xl flex-col gap-6'
          : 'grid grid-cols-[minmax(0,1fr)] gap-6 sm:grid-cols-2 xl:grid-cols-3',
      )}
      data-testid={`listing-${layout}`}
    >
      {event ? (
        <li>
          <Caption type="eventBrowser" component="EventCard" />
          <EventCard event={event} layout={layout} priority={!list} />
        </li>
      ) : null}
      {cards.map((card) => (
        <li key={card.id}>
          <Caption type={card.contentType} component="ListingCard" />
          <ListingCard card={card} layout={layout} priority={!list} />
        </li>
      ))}
    </ul>
  );
};

const UnifiedListingShowcase = () => {
  const { t } = useTranslation('testPages');
  const cards = useMemo(() => showcaseListingCards(new Date()), []);
  return (
    <>
      <ShowcaseSection title={t('unifiedListingTest.grid.title')} text={t('unifiedListingTest.grid.text')}>
        <Cards layout="grid" cards={cards} />
      </ShowcaseSection>
      <ShowcaseSection title={t('unifiedListingTest.list.title')} text={t('unifiedListingTest.list.text')}>
        <Cards layout="list" cards={cards} />
      </ShowcaseSection>
    </>
  );
};

/**
 * /unified-listing-test: one card of each content type of spec §3 (event, professional, venue, organisation,
 * service, member) as the directories draw it, plus the event browser's own card, in grid and in list.
 */
export const UnifiedListingTestPage = () => (
  <ShowcaseFrame screen="unifiedListingTest">
    <UnifiedListingShowcase />
  </ShowcaseFrame>
);
