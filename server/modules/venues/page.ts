import type { FastifyReply, FastifyRequest } from 'fastify';
import { venueDetailQueryKey } from '../../../core/domain/initialData';
import { VenueDetail } from '../../../core/schemas/directory';
import type { Db } from '../../db/client';
import { type PageHead, absoluteUrl, sendDetailPageShell, truncateText } from '../../http/pageHead';
import { htmlToText } from '../../http/sanitizeHtml';
import { loadVenueDetail } from './service';

/**
 * Crawler head of the venue page (GET /venues/:venueSlug): title, description, canonical /venues/{slug},
 * Open Graph image and a schema.org Place JSON-LD block (LocalBusiness as well when it has a daily rate), with
 * the venue detail seeded as the web's venueKeys.detail query. Unknown or hidden venue: the plain SPA shell
 * (status 200, noindex), whose venue page shows the Dutch 404 after asking the API.
 */

const venueUrl = (venue: Pick<VenueDetail, 'slug'>) => `/venues/${encodeURIComponent(venue.slug)}`;

/** The venue's first picture: cover, else the first gallery image, else its profile picture. */
const venueImage = (venue: VenueDetail): string | null =>
  venue.coverImageUrl ?? venue.gallery.images[0] ?? venue.profileImageUrl;

/** schema.org Place (and LocalBusiness when it is rented out at a daily rate). */
export const venueJsonLd = (venue: VenueDetail, publicUrl: string) => {
  const image = absoluteUrl(publicUrl, venueImage(venue));
  const description = venue.descriptionHtml ? truncateText(htmlToText(venue.descriptionHtml), 500) : null;
  const { location } = venue;
  return {
    '@context': 'https://schema.org',
    '@type': venue.dailyRate !== null ? ['Place', 'LocalBusiness'] : 'Place',
    name: venue.name,
    url: absoluteUrl(publicUrl, venueUrl(venue)),
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(location.address ? { streetAddress: location.address } : {}),
      ...(location.city ? { addressLocality: location.city } : {}),
      addressCountry: location.country || 'NL',
    },
    ...(location.latitude !== null && location.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude } }
      : {}),
    ...(venue.capacity !== null ? { maximumAttendeeCapacity: venue.capacity } : {}),
    ...(venue.amenities.length > 0
      ? {
          amenityFeature: venue.amenities.map((name) => ({
            '@type': 'LocationFeatureSpecification',
            name,
            value: true,
          })),
        }
      : {}),
    ...(venue.rating !== null && venue.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: venue.rating,
            reviewCount: venue.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
};

/** The page head of one venue; `idOrSlug` is the URL's value (the web's detail query key). */
export const venuePageHead = (venue: VenueDetail, publicUrl: string, idOrSlug: string): PageHead => {
  const summary = venue.descriptionHtml ? htmlToText(venue.descriptionHtml) : '';
  const facts = [
    venue.venueTypes.slice(0, 2).join(', '),
    venue.location.city,
    venue.capacity !== null ? `tot ${venue.capacity} personen` : null,
  ].filter(Boolean);
  return {
    title: venue.name,
    description: [facts.join(' · '), summary].filter(Boolean).join(' — '),
    canonicalPath: venueUrl(venue),
    image: venueImage(venue),
    // The hero draws the cover or first gallery photo; a profile picture alone is drawn as it is.
    imageLayout: venue.coverImageUrl || venue.gallery.images[0] ? 'hero' : null,
    jsonLd: venueJsonLd(venue, publicUrl),
    entries: [{ key: venueDetailQueryKey(idOrSlug), data: venue }],
  };
};

/** Route handler of GET /venues/:venueSlug. */
export const sendVenuePageShell = (
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
      load: () => loadVenueDetail(db, idOrSlug),
      schema: VenueDetail,
      notFoundCode: 'venue_not_found',
      head: (venue) => venuePageHead(venue, publicUrl, idOrSlug),
    },
    { notFoundStatus: 200 },
  );
