import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InitialDataEntry } from '../../core/domain/initialData';
import type { ImageLayout } from '../../core/domain/images';
import { isServerRenderedPath } from '../../core/domain/serverRender';
import { escapeHtml, jsonForScript, pathnameOf, readShell, renderPage } from './pageData';
import { manifestOf } from './routeChunks';
import { NO_CACHE } from './spa';
import { type BuiltPage, pageKey, sendKeptPage, versionedPageKey } from './pageCache';
import { serverRenderedShell } from './ssr';

/**
 * The crawler head of a public detail page (issue 4 "Search engines and link previews", issue 11 profile
 * pages): the SPA's index.html answered with the page's <title>, meta description, canonical link, Open Graph
 * and Twitter tags, a schema.org JSON-LD block and the query data of its first render. Every value is escaped;
 * the SPA takes over in the browser as on any other path.
 *
 * A new page in a few lines (see server/modules/venues/page.ts):
 *
 *   app.get('/venues/:value', { schema: { hide: true, params } }, (req, reply) =>
 *     sendDetailPageShell(req, reply, publicUrl, {
 *       load: () => loadVenueDetail(db, req.params.value),   // the API's answer, parsed by `schema`
 *       schema: VenueDetail,
 *       notFoundCode: 'venue_not_found',                       // → the not-found shell (SPA shows the 404)
 *       head: (venue) => ({ title: venue.name, description, canonicalPath: `/venues/${venue.slug}`,
 *         image: venue.coverImageUrl, jsonLd: venueJsonLd(venue, publicUrl),
 *         entries: [{ key: venueDetailQueryKey(req.params.value), data: venue }] }),
 *     }, { notFoundStatus: 200 }));
 */

export const SITE_NAME = 'Kring';
/** Meta description length (what search engines show). */
export const DESCRIPTION_MAX = 160;

/** What one page puts into the shell. */
export type PageHead = {
  /** The page's own title; the site name is appended (`{title} · Kring`). */
  title: string;
  /** Plain text; flattened and cut at DESCRIPTION_MAX here. Empty: the title. */
  description: string;
  /** Path of the canonical URL ('/venues/de-kas'); publicUrl is put in front. */
  canonicalPath: string;
  /** Absolute or site-relative image URL (og:image, twitter:image, preloaded); null: none. */
  image?: string | null;
  /** How the page draws `image` (its hero: 'hero'), so the preload names the <img>'s candidates; absent: as is. */
  imageLayout?: ImageLayout | null;
  /** og:type, 'website' unless given (e.g. 'profile'). */
  type?: string;
  /** schema.org object(s) for the JSON-LD block; null: none. */
  jsonLd?: object | null;
  /** Seeded queries of the first render (core/domain/initialData.ts keys). */
  entries?: InitialDataEntry[];
};

/** An absolute URL for `url` (already absolute ones unchanged); null stays null. */
export const absoluteUrl = (publicUrl: string, url: string | null | undefined): string | null => {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
};

/** Whitespace flattened and cut at a word boundary with an ellipsis when longer than `max`. */
export const truncateText = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

/** The <title> text and the tags that go into <head> for one page. */
export const headTags = (head: PageHead, publicUrl: string): { title: string; tags: string } => {
  const url = absoluteUrl(publicUrl, head.canonicalPath) ?? publicUrl;
  const description = truncateText(head.description || head.title, DESCRIPTION_MAX);
  const image = absoluteUrl(publicUrl, head.image);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'nl_NL'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', head.title)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
  ];
  return { title: `${head.title} · ${SITE_NAME}`, tags: tags.join('\n    ') };
};

/**
 * index.html with its <title> and description replaced and the given tags added to <head>. Replacer
 * functions, so a '$' in a page's text is never read as a replacement pattern.
 */
export const injectHead = (shell: string, title: string, tags: string): string =>
  shell
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/i, '')
    .replace(/<\/head>/i, () => `  ${tags}\n  </head>`);

/**
 * Route handler body of a detail page: `load` gives the page's head, or null when the thing does not exist.
 * Then the plain shell with noindex answers (the SPA renders its Dutch 404), with status 404 by default or 200
 * with `{ notFoundStatus: 200 }` (a soft 404: what every other SPA path answers, and what
 * pagesAnswerEveryClient.test.ts expects of a profile page's sample slug). Errors other than "not found"
 * should be thrown by `load`; they become the usual error answer.
 */
export type PageShellOptions = {
  notFoundStatus?: 200 | 404;
  /**
   * A digest of what the page is built from that costs nothing to get (the ETag of the API's cached answer), or
   * null when there is none. A page kept under it is sent before `load` runs: no parsing, no head, no hashing
   * (issue 17: a server-rendered page in ≤ 30 ms p95). Failing (the thing does not exist) counts as null.
   */
  version?: () => Promise<string | null>;
};

/** The page of `head`: its tags in the shell, rendered on the server, kept unless the render failed. */
const headedPage = async (
  req: FastifyRequest,
  shell: string,
  head: PageHead,
  { title, tags }: { title: string; tags: string },
): Promise<BuiltPage> => {
  const pathname = pathnameOf(req);
  const data = {
    entries: head.entries ?? [],
    image: head.image ?? null,
    imageLayout: head.imageLayout ?? null,
  };
  const headed = injectHead(shell, title, tags);
  // Rendered on the server (http/ssr.ts) from the same entries the browser hydrates with.
  const page = await serverRenderedShell(req, headed, pathname, data.entries);
  // A page the server should have rendered but did not (failed, too slow) is sent, not kept.
  return {
    html: renderPage(page, pathname, data, manifestOf(req)),
    keep: page !== headed || !isServerRenderedPath(pathname),
  };
};

/** The plain shell with noindex for a thing that does not exist (the SPA renders its Dutch 404). */
const notFoundPage = async (req: FastifyRequest, shell: string): Promise<string> => {
  const pathname = pathnameOf(req);
  const notFound = injectHead(
    shell,
    `Pagina niet gevonden · ${SITE_NAME}`,
    '<meta name="robots" content="noindex" />',
  );
  const page = await serverRenderedShell(req, notFound, pathname, []);
  return renderPage(page, pathname, null, manifestOf(req));
};

const versionOf = async (options: PageShellOptions): Promise<string | null> => {
  try {
    return options.version ? await options.version() : null;
  } catch {
    return null;
  }
};

export const sendPageShell = async (
  req: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  load: () => Promise<PageHead | null>,
  options: PageShellOptions = {},
): Promise<FastifyReply> => {
  const shell = await readShell(req);
  // Not built: the SPA fallback explains that (503 page).
  if (shell === null) {
    reply.callNotFound();
    return reply;
  }
  reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE);
  const version = await versionOf(options);
  if (version !== null) {
    // It exists (its cached answer has a digest): kept per build, URL and that digest (pageCache.ts).
    reply.code(200);
    return sendKeptPage(req, reply, versionedPageKey(req, 200, version), async () => {
      const head = await load();
      // Gone between the two reads: this answer only, not kept.
      return head
        ? headedPage(req, shell, head, headTags(head, publicUrl))
        : { html: await notFoundPage(req, shell), keep: false };
    });
  }
  const head = await load();
  if (!head) return reply.code(options.notFoundStatus ?? 404).send(await notFoundPage(req, shell));
  // Built once per build, URL, head and data (pageCache.ts).
  reply.code(200);
  const tags = headTags(head, publicUrl);
  const key = pageKey(req, 200, [tags, head.entries, head.image, head.imageLayout]);
  return sendKeptPage(req, reply, key, () => headedPage(req, shell, head, tags));
};

/** Runs `load` and turns the AppError with `notFoundCode` into null (the 404 shell); other errors pass. */
export const nullWhenNotFound = async <T>(
  load: () => Promise<T>,
  notFoundCode: string,
): Promise<T | null> => {
  try {
    return await load();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === notFoundCode) return null;
    throw error;
  }
};

/**
 * Route handler body of a page that shows one API detail: `load` gives what the API answers, parsed by
 * `schema` as the API's serializer does (the page gets exactly what the JSON endpoint answers), and `head`
 * turns it into the page's head. The AppError `notFoundCode` from `load` gives the not-found shell
 * (see sendPageShell for its status).
 */
export const sendDetailPageShell = <T>(
  req: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  page: {
    load: () => Promise<unknown>;
    schema: { parse: (value: unknown) => T };
    notFoundCode: string;
    head: (detail: T) => PageHead;
  },
  options: PageShellOptions = {},
): Promise<FastifyReply> =>
  sendPageShell(
    req,
    reply,
    publicUrl,
    async () => {
      const detail = await nullWhenNotFound(
        async () => page.schema.parse(await page.load()),
        page.notFoundCode,
      );
      return detail && page.head(detail);
    },
    options,
  );
