import type { FastifyReply, FastifyRequest } from 'fastify';
import { eventDetailQueryKey } from '../../../../core/domain/initialData';
import { AppError } from '../../../../core/errors';
import { formatMoney } from '../../../../core/domain/money';
import { priceLabel } from '../../../../core/domain/priceLabel';
import { EventDetail } from '../../../../core/schemas/eventDetail';
import type { Db } from '../../../db/client';
import { escapeHtml, jsonForScript, pathnameOf, readShell, renderPage } from '../../../http/pageData';
import { manifestOf } from '../../../http/routeChunks';
import { NO_CACHE } from '../../../http/spa';
import { htmlToText } from '../../../http/sanitizeHtml';
import { loadEventDetail } from '../detail/service';
import { eventPageUrl } from './eventUrl';

/**
 * Server-side head for the event page (issue 4 "Search engines and link previews"): GET /event/:id and
 * /evenement/:slug answer the SPA's index.html with the event's <title>, meta description, canonical link,
 * Open Graph and Twitter tags and a schema.org Event JSON-LD block. Every value is escaped; the SPA takes over
 * in the browser as on any other path.
 */
const SITE = 'Kring';
const DESCRIPTION_MAX = 160;

const absolute = (publicUrl: string, url: string | null): string | null => {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
};

const truncate = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

const offersOf = (event: EventDetail, url: string) => {
  const offer = (price: number, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price: price.toFixed(2),
    priceCurrency: event.currency,
    url,
    availability: 'https://schema.org/InStock',
  });
  if (event.tickets.length > 0) return event.tickets.map((t) => offer(t.price, t.name));
  return event.price === null ? undefined : [offer(event.price)];
};

/** schema.org Event (Google's event rich result fields). */
export const eventJsonLd = (event: EventDetail, publicUrl: string) => {
  const url = eventPageUrl(publicUrl, event);
  const image = absolute(publicUrl, event.imageUrl);
  const { location } = event;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: truncate(event.shortDescription ?? htmlToText(event.descriptionHtml), 500),
    url,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus:
      event.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.isOnline
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: event.isOnline
      ? { '@type': 'VirtualLocation', url }
      : {
          '@type': 'Place',
          name: location.name ?? event.venue?.name ?? location.city ?? SITE,
          address: {
            '@type': 'PostalAddress',
            ...(location.address ? { streetAddress: location.address } : {}),
            ...(location.city ? { addressLocality: location.city } : {}),
            addressCountry: location.country ?? 'NL',
          },
          ...(location.latitude !== null && location.longitude !== null
            ? {
                geo: {
                  '@type': 'GeoCoordinates',
                  latitude: location.latitude,
                  longitude: location.longitude,
                },
              }
            : {}),
        },
    ...(image ? { image: [image] } : {}),
    ...(offersOf(event, url) ? { offers: offersOf(event, url) } : {}),
    ...(event.organizer
      ? {
          organizer: {
            '@type': 'Organization',
            name: event.organizer.name,
            ...(event.organizer.slug ? { url: `${publicUrl}/organisatie/${event.organizer.slug}` } : {}),
          },
        }
      : {}),
    ...(event.speakers.length > 0
      ? { performer: event.speakers.map((s) => ({ '@type': 'Person', name: s.name })) }
      : {}),
  };
};

/** The tags that go into <head> for one event. */
export const eventHeadTags = (event: EventDetail, publicUrl: string): { title: string; tags: string } => {
  const url = eventPageUrl(publicUrl, event);
  const label = priceLabel(event);
  const price =
    label.kind === 'free' ? 'Gratis' : label.kind === 'unknown' ? null : formatMoney(label.amount);
  const summary = event.shortDescription ?? htmlToText(event.descriptionHtml);
  const description = truncate(
    [summary, event.location.city, price].filter(Boolean).join(' · ') || event.title,
    DESCRIPTION_MAX,
  );
  const image = absolute(publicUrl, event.imageUrl);
  const title = `${event.title} · ${SITE}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:locale', 'nl_NL'),
    meta('property', 'og:title', event.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', event.title)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', event.title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${jsonForScript(eventJsonLd(event, publicUrl))}</script>`,
  ];
  return { title, tags: tags.join('\n    ') };
};

/**
 * index.html with its <title> and description replaced and the given tags added to <head>. Replacer
 * functions, so a '$' in an event's text is never read as a replacement pattern.
 */
export const injectHead = (shell: string, title: string, tags: string): string =>
  shell
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/i, '')
    .replace(/<\/head>/i, () => `  ${tags}\n  </head>`);

/**
 * Route handler for /event/:id and /evenement/:eventSlug. The page carries the event as the web's detail query
 * (keyed on the URL's value, id or slug) and preloads its image, so the browser renders it without asking the
 * API first.
 */
export const sendEventPageShell = async (
  db: Db,
  publicUrl: string,
  req: FastifyRequest,
  reply: FastifyReply,
  idOrSlug: string,
): Promise<FastifyReply> => {
  const shell = await readShell(req);
  // Not built: the SPA fallback explains that (503 page).
  if (shell === null) {
    reply.callNotFound();
    return reply;
  }
  const pathname = pathnameOf(req);
  reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE);
  try {
    // Parsed as the API's serializer does: the page gets exactly what GET /api/events/:idOrSlug/detail answers.
    const event = EventDetail.parse(await loadEventDetail(db, idOrSlug));
    const { title, tags } = eventHeadTags(event, publicUrl);
    const data = { entries: [{ key: eventDetailQueryKey(idOrSlug), data: event }], image: event.imageUrl };
    return reply.code(200).send(renderPage(injectHead(shell, title, tags), pathname, data, manifestOf(req)));
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'event_not_found') throw error;
    // The SPA renders its 404 page; crawlers get the status and keep it out of the index.
    const head = injectHead(
      shell,
      `Pagina niet gevonden · ${SITE}`,
      '<meta name="robots" content="noindex" />',
    );
    return reply.code(404).send(renderPage(head, pathname, null, manifestOf(req)));
  }
};
