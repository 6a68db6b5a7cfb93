import type { FastifyReply, FastifyRequest } from 'fastify';
import { organizationDetailQueryKey } from '../../../core/domain/initialData';
import { OrganizationDetail } from '../../../core/schemas/organizations';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/context';
import { type PageHead, absoluteUrl, sendDetailPageShell } from '../../http/pageHead';
import { loadOrganizationDetail } from './service';

/**
 * Crawler head of the organisation page (GET /organization/:slug and /organisatie/:slug): title, description,
 * canonical /organization/{slug}, Open Graph image and a schema.org Organization JSON-LD block, with the
 * detail (for this viewer: canEdit) seeded as the web's organizationKeys.detail query. Unknown or hidden: the
 * plain SPA shell (status 200, noindex), whose page shows the Dutch 404 after asking the API.
 */

const organizationUrl = (o: Pick<OrganizationDetail, 'slug'>) =>
  `/organization/${encodeURIComponent(o.slug)}`;

/** schema.org Organization. */
export const organizationJsonLd = (o: OrganizationDetail, publicUrl: string) => {
  const logo = absoluteUrl(publicUrl, o.logoUrl);
  const image = absoluteUrl(publicUrl, o.coverImageUrl ?? o.gallery.images[0] ?? null);
  const sameAs = [
    o.contact.websiteUrl,
    o.social.facebookUrl,
    o.social.instagramUrl,
    o.social.linktreeUrl,
  ].filter((u): u is string => u !== null);
  const { location } = o;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: o.name,
    url: absoluteUrl(publicUrl, organizationUrl(o)),
    ...(o.summary ? { description: o.summary } : {}),
    ...(logo ? { logo } : {}),
    ...(image ? { image: [image] } : {}),
    ...(o.contact.email ? { email: o.contact.email } : {}),
    ...(o.contact.phone ? { telephone: o.contact.phone } : {}),
    ...(o.establishedYear ? { foundingDate: String(o.establishedYear) } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(location.address ? { streetAddress: location.address } : {}),
      ...(location.city ? { addressLocality: location.city } : {}),
      addressCountry: location.country || 'NL',
    },
    ...(o.rating !== null && o.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: o.rating,
            reviewCount: o.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
};

/** The page head of one organisation; `idOrSlug` is the URL's value (the web's detail query key). */
export const organizationPageHead = (
  o: OrganizationDetail,
  publicUrl: string,
  idOrSlug: string,
): PageHead => ({
  title: o.name,
  description: [[o.tagline, o.location.city].filter(Boolean).join(' · '), o.summary]
    .filter(Boolean)
    .join(' — '),
  canonicalPath: organizationUrl(o),
  image: o.coverImageUrl ?? o.gallery.images[0] ?? o.logoUrl,
  // The hero draws the cover or first gallery photo; a logo alone is drawn as it is.
  imageLayout: o.coverImageUrl || o.gallery.images[0] ? 'hero' : null,
  jsonLd: organizationJsonLd(o, publicUrl),
  entries: [{ key: organizationDetailQueryKey(idOrSlug), data: o }],
});

/** Route handler of GET /organization/:value and /organisatie/:value. */
export const sendOrganizationPageShell = (
  db: Db,
  publicUrl: string,
  req: FastifyRequest,
  reply: FastifyReply,
  actor: Actor | null,
  idOrSlug: string,
): Promise<FastifyReply> =>
  sendDetailPageShell(
    req,
    reply,
    publicUrl,
    {
      load: () => loadOrganizationDetail(db, actor, idOrSlug),
      schema: OrganizationDetail,
      notFoundCode: 'organization_not_found',
      head: (o) => organizationPageHead(o, publicUrl, idOrSlug),
    },
    { notFoundStatus: 200 },
  );
