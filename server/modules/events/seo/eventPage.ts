import type { FastifyReply, FastifyRequest } from 'fastify';
import { eventDetailQueryKey } from '../../../../core/domain/initialData';
import { formatMoney } from '../../../../core/domain/money';
import { priceLabel } from '../../../../core/domain/priceLabel';
import { EventDetail } from '../../../../core/schemas/eventDetail';
import type { Db } from '../../../db/client';
import {
  type PageHead,
  SITE_NAME,
  absoluteUrl,
  sendDetailPageShell,
  truncateText,
} from '../../../http/pageHead';
import { htmlToText } from '../../../http/sanitizeHtml';
import { cachedEventDetail } from '../detail/cached';
import { eventPageUrl } from './eventUrl';

/**
 * Server-side head for the event page (issue 4 "Search engines and link previews"): GET /event/:id and
 * /evenement/:slug answer the SPA's index.html with the event's <title>, meta description, canonical link,
 * Open Graph and Twitter tags and a schema.org Event JSON-LD block, through the generic server/http/pageHead.ts.
 */

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
  const image = absoluteUrl(publicUrl, event.imageUrl);
  const { location } = event;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: truncateText(event.shortDescription ?? htmlToText(event.descriptionHtml), 500),
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
          name: location.name ?? event.venue?.name ?? location.city ?? SITE_NAME,
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

/** The page head of one event: the description carries its summary, city and price. */
export const eventPageHead = (event: EventDetail, publicUrl: string, idOrSlug: string): PageHead => {
  const label = priceLabel(event);
  const price =
    label.kind === 'free' ? 'Gratis' : label.kind === 'unknown' ? null : formatMoney(label.amount);
  const summary = event.shortDescription ?? htmlToText(event.descriptionHtml);
  return {
    title: event.title,
    description: [summary, event.location.city, price].filter(Boolean).join(' · '),
    canonicalPath: eventPageUrl('', event),
    image: event.imageUrl,
    imageLayout: 'hero',
    jsonLd: eventJsonLd(event, publicUrl),
    // The web's detail query is keyed on the URL's value, id or slug.
    entries: [{ key: eventDetailQueryKey(idOrSlug), data: event }],
  };
};

/**
 * Route handler for /event/:id and /evenement/:eventSlug (server/http/pageHead.ts does the HTML). The page
 * carries the event as the web's detail query and preloads its image, so the browser renders it without
 * asking the API first; an unknown event answers 404 with the SPA shell.
 */
export const sendEventPageShell = (
  db: Db,
  publicUrl: string,
  req: FastifyRequest,
  reply: FastifyReply,
  idOrSlug: string,
): Promise<FastifyReply> =>
  sendDetailPageShell(
    req,
    reply,
    publicUrl,
    {
      // The API's cache of the event (detail/cached.ts): what GET /api/events/{id} answers, already parsed.
      load: async () => (await cachedEventDetail(db, idOrSlug)).value,
      schema: EventDetail,
      notFoundCode: 'event_not_found',
      head: (event) => eventPageHead(event, publicUrl, idOrSlug),
    },
    {
      // The page is built from that cached answer alone: its ETag finds the kept page without parsing it again.
      version: async () => (await cachedEventDetail(db, idOrSlug)).etag,
    },
  );
