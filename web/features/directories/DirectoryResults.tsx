import { SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasImagePriority } from '@core/domain/listingCards';
import type { ListingCard as ListingCardData } from '@core/schemas/directory';
import { cn } from '@web/lib/cn';
import { ListingCard, type ListingCardLayout } from './ListingCard';
import { ListingCardSkeleton } from './ListingCardSkeleton';
import { ListEmpty, ListError, ListFooter } from './ListStates';

/** What a directory list needs of its infinite query (TanStack's useInfiniteQuery result fits). */
export type DirectorySearch = {
  data?: { pages: { items: ListingCardData[]; total: number }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
};

type DirectoryResultsProps = {
  search: DirectorySearch;
  layout: ListingCardLayout;
  /** Texts of the content type: 'Geen locaties gevonden' … (spec §2). */
  emptyTitle: string;
  emptyText: string;
  /** Shows 'Reset alle filters' in the empty state. */
  onReset?: (() => void) | undefined;
  /** The search waits for the location's coordinates. */
  waiting?: boolean;
};

/** Spec §4/§9: more results load when under 200 px remain below the list. */
const LOAD_MORE_MARGIN = '200px';

/**
 * The result list of every directory: skeletons while loading, the error with a retry, the empty state with
 * 'Reset alle filters', cards in a grid or list, and the next page when the end comes near.
 */
export const DirectoryResults = ({
  search,
  layout,
  emptyTitle,
  emptyText,
  onReset,
  waiting = false,
}: DirectoryResultsProps) => {
  const { t } = useTranslation('directories');
  const items = search.data?.pages.flatMap((p) => p.items) ?? [];
  const [end, setEnd] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setNear(Boolean(entry?.isIntersecting)), {
      rootMargin: LOAD_MORE_MARGIN,
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [end]);
  const canLoadMore = search.hasNextPage && !search.isFetchingNextPage && !search.isFetchNextPageError;
  const { fetchNextPage } = search;
  useEffect(() => {
    if (near && canLoadMore) void fetchNextPage();
  }, [near, canLoadMore, fetchNextPage]);
  // minmax(0, 1fr): a long word or a no-wrap metric row never widens a card past a 390 px screen.
  const grid =
    layout === 'grid'
      ? 'grid-cols-[minmax(0,1fr)] sm:grid-cols-2 xl:grid-cols-3'
      : 'grid-cols-[minmax(0,1fr)]';

  if ((search.isPending && !search.data) || waiting) {
    return (
      <div role="status" aria-busy="true" aria-label={t('list.loading')} className={cn('grid gap-6', grid)}>
        {Array.from({ length: 6 }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (search.isError && !search.data) {
    return <ListError testIdPrefix="directory" error={search.error} onRetry={() => void search.refetch()} />;
  }

  if (items.length === 0) {
    return (
      <ListEmpty
        testIdPrefix="directory"
        icon={SearchX}
        title={emptyTitle}
        text={emptyText}
        resetLabel={t('list.resetAll')}
        onReset={onReset}
      />
    );
  }

  return (
    <div>
      {/* Cards are h3 under the page's h1: a results heading keeps the outline in order (WCAG 1.3.1). */}
      <h2 className="sr-only">{t('common:a11y.results')}</h2>
      <ul className={cn('grid gap-6', grid)} data-testid="directory-results">
        {items.map((card, index) => (
          <li key={card.id}>
            <ListingCard card={card} layout={layout} priority={hasImagePriority(index)} />
          </li>
        ))}
      </ul>
      <ListFooter
        ns="directories"
        testIdPrefix="directory"
        search={search}
        count={items.length}
        footerRef={setEnd}
      />
    </div>
  );
};
