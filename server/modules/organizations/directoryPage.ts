import type { FastifyRequest } from 'fastify';
import { DIRECTORY_PAGE_SIZE_DEFAULT } from '../../../core/domain/directoryFilters';
import { firstPageData, organizationListQueryKey } from '../../../core/domain/initialData';
import { organizationFilters, toOrganizationSearchQuery } from '../../../core/domain/organizationFilters';
import { OrganizationSearchQuery, OrganizationSearchResponse } from '../../../core/schemas/organizations';
import type { Db } from '../../db/client';
import { type PageData, type PageDataRoute, apiQueryOf, screenPageData } from '../../http/pageData';
import { searchOrganizations } from './service';

/**
 * The organisation directory's first cards for its HTML (/organizations and /organisers): the URL read with the
 * page's own filter codec (organizationFilters → toOrganizationSearchQuery), page 1 searched exactly as
 * GET /api/organizations answers the browser's first request (which reads as nobody, whoever asks), seeded
 * under the browser's key (organizationKeys.list). Nothing for a location filter (the browser geocodes it first).
 */
export const organizationsPageData = (db: Db): PageDataRoute =>
  screenPageData(['organizations', 'organisers'], async (req: FastifyRequest): Promise<PageData | null> => {
    const filters = organizationFilters.parse(new URL(req.url, 'http://kring.invalid').searchParams);
    if (filters.location !== '') return null;
    const query = toOrganizationSearchQuery(filters, null);
    const search = OrganizationSearchQuery.parse(
      apiQueryOf({ ...query, page: 1, pageSize: DIRECTORY_PAGE_SIZE_DEFAULT }),
    );
    // Parsed as the API's serializer does, so the cache holds exactly what the browser would have fetched.
    const page = OrganizationSearchResponse.parse(await searchOrganizations(db, null, search));
    return {
      entries: [{ key: organizationListQueryKey(query), data: firstPageData(page) }],
      image: page.items[0]?.imageUrl ?? null,
      // The first card's image as web/features/directories CardMedia draws it in the chosen view.
      imageLayout: filters.view === 'list' ? 'cardList' : 'card',
    };
  });
