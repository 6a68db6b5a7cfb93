import {
  LANDING_UPCOMING_COUNT,
  siteStatsQueryKey,
  upcomingEventsQueryKey,
} from '../../../core/domain/initialData';
import { SiteStatsDto } from '../../../core/schemas/site';
import type { AppContext } from '../../http/context';
import { type PageData, type PageDataRoute, screenPageData } from '../../http/pageData';
import { upcomingEventsPage } from '../events';
import { getSiteStats } from './service';

/**
 * The landing page's data for its HTML (`/`; web LandingPage): the counters of the welcome block and the row of
 * upcoming events, as GET /api/site/stats and GET /api/events?page=1&pageSize=3 answer the browser, under its
 * keys (siteKeys.stats, eventKeys.upcoming). The server renders them into the page, the browser hydrates without
 * asking for them again, and the welcome block (kept as the server's HTML, web/lib/ServerHtml.tsx) shows the
 * counters from the first paint. Both are the same for every visitor.
 */
export const landingPageData = (ctx: Pick<AppContext, 'db'>): PageDataRoute =>
  screenPageData(['landing'], async (): Promise<PageData> => {
    const [stats, upcoming] = await Promise.all([
      getSiteStats(ctx),
      upcomingEventsPage(ctx.db, LANDING_UPCOMING_COUNT),
    ]);
    return {
      entries: [
        { key: siteStatsQueryKey(), data: SiteStatsDto.parse(stats) },
        { key: upcomingEventsQueryKey(LANDING_UPCOMING_COUNT), data: upcoming },
      ],
    };
  });
