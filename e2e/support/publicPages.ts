import type { APIRequestContext } from '@playwright/test';

/**
 * The public pages of issue 17 "Server rendering", each with a text of the Dutch demo seed it must show and the
 * API reads its server render already answered (seeded into the page, core/domain/initialData.ts), which the
 * browser must not repeat while it hydrates.
 */
export type PublicPage = {
  path: string;
  /** A real title or text of the page, as the visitor reads it. */
  text: string;
  /** API requests (path + query) the page must not make: its data is in the HTML. */
  seededApi: RegExp[];
};

type Listed = { items: { id: string; slug: string; title: string; name?: string }[] };

const firstOf = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url}: HTTP ${response.status()}`);
  const item = ((await response.json()) as Listed).items[0];
  if (!item) throw new Error(`${url}: the demo seed has no item`);
  return item;
};

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first title of a list that reads the same in HTML (no character the server render escapes), so the
 * journeys can look for it in the server's HTML as well as on the page.
 */
const plainTitle = (url: string, items: { title: string }[]): string => {
  const title = items.map((item) => item.title).find((value) => !/[&<>"']/.test(value));
  if (title === undefined) throw new Error(`${url}: the demo seed has no plain title`);
  return title;
};

const plainTitleOf = async (request: APIRequestContext, url: string): Promise<string> => {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url}: HTTP ${response.status()}`);
  return plainTitle(url, ((await response.json()) as Listed).items);
};

/** A request of a directory's first page (DIRECTORY_PAGE_SIZE_DEFAULT), whatever the order of its parameters. */
const firstDirectoryPage = (path: string) =>
  new RegExp(`^${escape(path)}\\?(?=(.*&)?page=1(&|$))(?=(.*&)?pageSize=24(&|$))`);

/** Looks the demo seed's items up through the API, so the pages follow the seed. */
export const publicPages = async (request: APIRequestContext): Promise<PublicPage[]> => {
  const event = await firstOf(request, '/api/events?pageSize=24');
  const venue = await firstOf(request, '/api/venues?pageSize=1');
  const organization = await firstOf(request, '/api/organizations?pageSize=1');
  const topic = await firstOf(request, '/api/forum/topics?pageSize=1');
  const overview = (await (await request.get('/api/help/overview')).json()) as unknown;
  const article = /"slug":"([^"]+)","title":"([^"]+)"/.exec(JSON.stringify(overview));
  if (!article) throw new Error('/api/help/overview: the demo seed has no article');
  const [, articleSlug, articleTitle] = article as unknown as [string, string, string];
  // What the list pages show first (their first page, as the browser asks for it).
  const venueCard = await plainTitleOf(request, '/api/venues?page=1&pageSize=24');
  const organizationCard = await plainTitleOf(request, '/api/organizations?page=1&pageSize=24');
  const latestTopic = await plainTitleOf(request, '/api/forum/topics?view=recent&page=1&limit=5');
  const featuredArticle = plainTitle(
    '/api/help/overview',
    (overview as { featured: Listed['items'] }).featured,
  );
  return [
    {
      path: '/',
      text: 'Samen bewust leven begint in de Kring',
      // The counters and the row of three upcoming events (server/modules/site/landingPage.ts).
      seededApi: [/^\/api\/site\/stats$/, /^\/api\/events\?page=1&pageSize=3$/],
    },
    {
      path: '/events',
      text: event.title,
      // The browser's first page of the list (EVENTS_PAGE_SIZE); other lists (the landing's three) may be asked.
      seededApi: [/^\/api\/events\?(.*&)?page=1&(.*&)?pageSize=24(&|$)/],
    },
    {
      path: `/evenement/${event.slug}`,
      text: event.title,
      seededApi: [new RegExp(`/${escape(event.slug)}`)],
    },
    { path: '/venues', text: venueCard, seededApi: [firstDirectoryPage('/api/venues')] },
    {
      path: `/venues/${venue.slug}`,
      text: venue.title,
      seededApi: [new RegExp(`^/api/venues/${escape(venue.slug)}$`)],
    },
    {
      path: '/organizations',
      text: organizationCard,
      seededApi: [firstDirectoryPage('/api/organizations')],
    },
    {
      path: `/organization/${organization.slug}`,
      text: organization.title,
      seededApi: [new RegExp(`^/api/organizations/${escape(organization.slug)}$`)],
    },
    {
      path: '/community',
      text: latestTopic,
      // The overview's categories, its 5 latest topics and the sidebar's stats.
      seededApi: [
        /^\/api\/forum\/categories(\?|$)/,
        /^\/api\/forum\/topics\?(.*&)?view=recent(&|$)/,
        /^\/api\/forum\/stats(\?|$)/,
      ],
    },
    {
      path: `/community/topic/${topic.slug}`,
      text: topic.title,
      seededApi: [new RegExp(`^/api/forum/topics/${escape(topic.slug)}$`)],
    },
    { path: '/support', text: featuredArticle, seededApi: [/^\/api\/help\/overview(\?|$)/] },
    {
      path: `/support/article/${articleSlug}`,
      text: articleTitle,
      seededApi: [new RegExp(`^/api/help/articles/${escape(articleSlug)}$`)],
    },
    { path: '/prijzen', text: 'Kies het lidmaatschap', seededApi: [] },
    { path: '/about', text: 'Wij maken de beweging zichtbaar', seededApi: [] },
    { path: '/contact', text: 'Neem contact met ons op', seededApi: [] },
    { path: '/privacy', text: 'Privacyverklaring', seededApi: [] },
    { path: '/terms', text: 'Algemene voorwaarden', seededApi: [] },
    { path: '/community/guidelines', text: 'Huisregels', seededApi: [] },
  ];
};
