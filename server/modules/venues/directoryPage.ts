import type { FastifyRequest } from 'fastify';
import { DIRECTORY_PAGE_SIZE_DEFAULT } from '../../../core/domain/directoryFilters';
import { firstPageData, venueListQueryKey } from '../../../core/domain/initialData';
import { toVenueSearchQuery, venueFilters } from '../../../core/domain/venueFilters';
import { VenueSearchQuery, VenueSearchResponse } from '../../../core/schemas/directory';
import type { Db } from '../../db/client';
import { type PageData, type PageDataRoute, apiQueryOf, screenPageData } from '../../http/pageData';
import { searchVenues } from './service';

/**
 * The venue directory's first cards for its HTML (/venues and its alias /locations): the URL read with the
 * page's own filter codec (venueFilters → toVenueSearchQuery), page 1 searched exactly as GET /api/venues
 * answers the browser's first request, seeded under the browser's key (venueKeys.list). The same for every
 * visitor: the search does not depend on who asks. Nothing for a location filter (the browser geocodes it first).
 */
export const venuesPageData = (db: Db): PageDataRoute =>
  screenPageData(['venues', 'locations'], async (req: FastifyRequest): Promise<PageData | null> => {
    const filters = venueFilters.parse(new URL(req.url, 'http://kring.invalid').searchParams);
    if (filters.location !== '') return null;
    const query = toVenueSearchQuery(filters, null);
    const search = VenueSearchQuery.parse(
      apiQueryOf({ ...query, page: 1, pageSize: DIRECTORY_PAGE_SIZE_DEFAULT }),
    );
    // Parsed as the API's serializer does, so the cache holds exactly what the browser would have fetched.
    const page = VenueSearchResponse.parse(await searchVenues(db, search));
    return {
      entries: [{ key: venueListQueryKey(query), data: firstPageData(page) }],
      image: page.items[0]?.imageUrl ?? null,
      // The first card's image as web/features/directories CardMedia draws it in the chosen view.
      imageLayout: filters.view === 'list' ? 'cardList' : 'card',
    };
  });
