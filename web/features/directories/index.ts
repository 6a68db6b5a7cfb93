/**
 * The directory engine (issue 11). Server: answer `{ items: ListingCard[], total, page, pageSize }` (core/schemas/
 * directory.ts; member title/subtitle/badge rules in core/domain/listingCards.ts). Web, with /venues as the model:
 * 1. core/domain/<x>Filters.ts: `export const xFilters = defineDirectoryFilters({ sorts, defaultSort, fields:
 *    { kind: oneOfField(KINDS, 'all'), minServices: positiveIntField() } })` (+ toDirectoryQuery for the API).
 * 2. Page: `const controls = useDirectoryFilters(xFilters); const center = useSearchCenter(controls.filters.location);`
 *    `const [open, setOpen] = useState(false);` and a useInfiniteQuery over the endpoint (venues/queries.ts).
 * 3. Render, inside `<div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">`:
 *      <DirectoryFilterPanel {...controls} center={center} open={open} onOpenChange={setOpen} total={total}
 *        testIdPrefix="x"><XFilterFields filters={controls.filters} update={controls.update} /></DirectoryFilterPanel>
 *      <div className="flex min-w-0 flex-col gap-5"><DirectoryToolbar {...controls} countText={…} refreshing={…}
 *        sortOptions={[{ value, label }]} searchPlaceholder={…} onOpenFilters={() => setOpen(true)} testIdPrefix="x" />
 *      <DirectoryResults search={query} layout={controls.filters.view} emptyTitle={…} emptyText={…}
 *        onReset={controls.activeCount > 0 ? controls.reset : undefined} waiting={center.status === 'pending'} /></div>
 * `<DirectoryLayout controls center search countText sortOptions … fields={<XFilterFields …/>} />` renders
 * exactly that; `<DirectoryPage eyebrow title description …DirectoryLayout's props />` adds the page header and tab
 * title, and `useGeoDirectoryFilters(xFilters, toXQuery)` gives controls, center and the query (every directory
 * page uses them; leave out center when there is no radius search, as on /members). Own filter fields are built
 * from FilterSelect (and FilterRange for a from–to pair).
 * DirectoryResults renders the ListingCard grid/list (metrics, image priority, skeletons, empty state, paging).
 */
export { CardBoundary, CardMedia } from './CardMedia';
export { DirectoryFilterPanel } from './DirectoryFilterPanel';
export { DirectoryLayout } from './DirectoryLayout';
export { DirectoryPage } from './DirectoryPage';
export { DirectoryResults, type DirectorySearch } from './DirectoryResults';
export { DirectoryToolbar } from './DirectoryToolbar';
export { directorySearchOptions, retryUnlessNotFound } from './directoryQueries';
export { boundOf, FilterRange, FilterSelect, withCurrentChoice } from './FilterSelect';
export { FilterSheetFrame } from './FilterSheetFrame';
export { ListingCard, type ListingCardLayout } from './ListingCard';
export { ListEmpty, ListError, ListFooter } from './ListStates';
export { listingMetrics, type ListingMetric, type ListingMetricKind } from './listingMetrics';
export { type Choice, FiltersButton, PillSelect, ResultSummary, SearchBox, ViewToggle } from './ToolbarParts';
export { type DirectoryFilterControls, useDirectoryFilters } from './useDirectoryFilters';
export { useGeoDirectoryFilters } from './useGeoDirectoryFilters';
