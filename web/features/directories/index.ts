/**
 * The directory engine (issue 11): what a directory page (/venues, /organizations, /professionals, /members…)
 * is assembled from. A new directory page, e.g. web/routes/venues/VenuesPage.tsx as the model:
 *
 * 1. Server: the list endpoint answers `{ items: ListingCard[], total, page, pageSize }` where every item is
 *    the unified listing card of core/schemas/directory.ts (spec §3) with its `…Data` block filled
 *    (organizationData, professionalData, memberData…). Member cards: title `memberTitle(full_name)` ('Anoniem
 *    lid' fallback), subtitle `memberSubtitle(bio)`, badge `{ kind: 'newMember' }` when `isNewMember(joinDate)`
 *    (core/domain/listingCards.ts). Distance in whole km when the search has `near`.
 * 2. Web query: a `useInfiniteQuery` over that endpoint (see web/features/venues/queries.ts useVenueSearch),
 *    its filters kept in the URL with `useUrlFilters` (web/lib/useUrlFilters.ts).
 * 3. Page: your toolbar/filters, then `<DirectoryResults search={yourInfiniteQuery} layout=… />`, which renders
 *    the `ListingCard` grid or list with infinite scroll, skeletons and the §2 empty state ('Geen {x}
 *    gevonden' + 'Reset alle filters'). The card picks its metrics itself (`listingMetrics`: distance, the
 *    type's own facts, rating with review count, saved count; at most 3 in the list and 4 in the grid) and
 *    gives the first 10 cards image priority (`hasImagePriority`).
 * 4. Detail page head for crawlers and the seeded first render: server/http/pageHead.ts (`sendPageShell`),
 *    used by server/modules/venues/page.ts.
 */
export { CardBoundary, CardMedia } from './CardMedia';
export { DirectoryFilterPanel } from './DirectoryFilterPanel';
export { DirectoryResults, type DirectorySearch } from './DirectoryResults';
export { DirectoryToolbar } from './DirectoryToolbar';
export { FilterSheetFrame } from './FilterSheetFrame';
export { ListingCard, type ListingCardLayout } from './ListingCard';
export { ListEmpty, ListError, ListFooter } from './ListStates';
export { listingMetrics, type ListingMetric, type ListingMetricKind } from './listingMetrics';
export { type Choice, FiltersButton, PillSelect, ResultSummary, SearchBox, ViewToggle } from './ToolbarParts';
export { type DirectoryFilterControls, useDirectoryFilters } from './useDirectoryFilters';
