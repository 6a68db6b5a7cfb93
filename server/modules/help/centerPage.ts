import type { FastifyRequest } from 'fastify';
import { helpCenterSearch, helpSearchApiQuery, isHelpSearch } from '../../../core/domain/help';
import {
  type InitialDataEntry,
  helpOverviewQueryKey,
  helpSearchQueryKey,
} from '../../../core/domain/initialData';
import { HelpOverview, HelpSearchQuery, HelpSearchResponse } from '../../../core/schemas/help';
import type { Db } from '../../db/client';
import { type PageData, type PageDataRoute, apiQueryOf, screenPageData } from '../../http/pageData';
import { loadOverview, searchHelp } from './service';

/**
 * The help centre's first screen for its HTML (/support, /ondersteuning, /help; web HelpCenterPage): the
 * overview (categories, featured, most read) and, when the URL searches (words or a category), that page of
 * results, read from the URL by the page's own rule (helpCenterSearch) and answered exactly as
 * GET /api/help/overview and /api/help/search answer the browser, under its keys (helpKeys). Published help
 * is the same for every visitor.
 */
export const helpCenterPageData = (db: Db): PageDataRoute =>
  screenPageData(['helpCenter'], async (req: FastifyRequest): Promise<PageData | null> => {
    const search = helpCenterSearch(new URL(req.url, 'http://kring.invalid').searchParams);
    // A search the API refuses (words too long) is left to the browser, which shows the refusal.
    const query = isHelpSearch(search)
      ? HelpSearchQuery.safeParse(apiQueryOf(helpSearchApiQuery(search)))
      : null;
    const [overview, results] = await Promise.all([
      loadOverview(db),
      query?.success ? searchHelp(db, query.data) : null,
    ]);
    // Parsed as the API's serializer does, so the cache holds exactly what the browser would have fetched.
    const entries: InitialDataEntry[] = [{ key: helpOverviewQueryKey(), data: HelpOverview.parse(overview) }];
    if (results) {
      entries.push({ key: helpSearchQueryKey(search), data: HelpSearchResponse.parse(results) });
    }
    return { entries };
  });
