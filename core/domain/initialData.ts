import type { ForumTopicListParams } from '../schemas/forum';
import type { EventSearchQuery } from './eventSearchQuery';
import type { HelpSearchParams } from './help';

/**
 * The contract between the server's HTML and the web's query cache: the server answers a page with the data
 * its first render needs in `<script id="kring-initial-data" type="application/json">`, a list of query keys
 * and their data; the web puts them into TanStack Query before rendering, so the page skips its first API
 * round trip. The keys below are the web's key factories' own (eventKeys.list, eventDetailKeys.detail,
 * venueKeys.list and .detail, organizationKeys.list and .detail, forumKeys, helpKeys use them; checked by
 * web/lib/initialData.test.ts).
 */

export const INITIAL_DATA_ELEMENT_ID = 'kring-initial-data';

/** One seeded query: its key and the data exactly as the query function would have returned it. */
export type InitialDataEntry = { key: readonly unknown[]; data: unknown };

/** Cache data of an infinite query holding only its first page. */
export type FirstPageData<T> = { pages: [T]; pageParams: [1] };

export const firstPageData = <T>(page: T): FirstPageData<T> => ({ pages: [page], pageParams: [1] });

/** Key of one events list (eventKeys.list): the API query of toSearchQuery. */
export const eventListQueryKey = (query: EventSearchQuery) => ['events', 'list', query] as const;

/** How many upcoming events the landing page shows (web UpcomingEventsSection). */
export const LANDING_UPCOMING_COUNT = 3;

/** Key of the landing page's row of upcoming events (eventKeys.upcoming): GET /api/events?page=1&pageSize=n. */
export const upcomingEventsQueryKey = (count: number) => ['events', 'upcoming', count] as const;

/** Key of the landing page's counters (siteKeys.stats): GET /api/site/stats. */
export const siteStatsQueryKey = () => ['site', 'stats'] as const;

/** Key of the event page (eventDetailKeys.detail): the id or slug exactly as in the URL. */
export const eventDetailQueryKey = (idOrSlug: string) => ['eventDetail', idOrSlug] as const;

/** Key of the venue page (venueKeys.detail): the id or slug exactly as in the URL. */
export const venueDetailQueryKey = (idOrSlug: string) => ['venues', 'detail', idOrSlug] as const;

/** Key of the organisation page (organizationKeys.detail): the id or slug exactly as in the URL. */
export const organizationDetailQueryKey = (idOrSlug: string) =>
  ['organizations', 'detail', idOrSlug] as const;

/** Key of a forum topic page (the forum web's topic query): the slug (or id) exactly as in the URL. */
export const forumTopicQueryKey = (idOrSlug: string) => ['forum', 'topic', idOrSlug] as const;

/** Key of one venue directory list (venueKeys.list): the API query of toVenueSearchQuery. */
export const venueListQueryKey = (query: Record<string, string>) => ['venues', 'list', query] as const;

/** Key of one organisation directory list (organizationKeys.list): the API query of toOrganizationSearchQuery. */
export const organizationListQueryKey = (query: Record<string, string>) =>
  ['organizations', 'list', query] as const;

/** Key of the forum's category list (forumKeys.categories). */
export const forumCategoriesQueryKey = () => ['forum', 'categories'] as const;

/** Key of the community sidebar's totals and recent activity (forumKeys.stats). */
export const forumStatsQueryKey = () => ['forum', 'stats'] as const;

/** Key of one topic list (forumKeys.topics): the query of forumTopicListParams. */
export const forumTopicsQueryKey = (query: ForumTopicListParams) => ['forum', 'topics', query] as const;

/** Key of the help centre's overview: categories, featured and most read (helpKeys.overview). */
export const helpOverviewQueryKey = () => ['help', 'overview'] as const;

/** Key of one help-centre search (helpKeys.search): the search of helpCenterSearch. */
export const helpSearchQueryKey = (search: HelpSearchParams) => ['help', 'search', search] as const;
