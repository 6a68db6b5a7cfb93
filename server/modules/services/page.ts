import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublicServiceDetail, serviceDetailQueryKey } from '../../../core/schemas/services';
import type { Db } from '../../db/client';
import { type PageHead, absoluteUrl, sendDetailPageShell } from '../../http/pageHead';
import { loadPublicService } from './service';

/**
 * Crawler head of the service page (GET /dienst/:id): title, description, canonical, the professional's image
 * and a schema.org Service JSON-LD block with its provider and offer, the detail seeded as the web's query.
 * Unknown service: the plain shell (noindex), whose page shows the Dutch 404 after asking the API.
 */
export const serviceJsonLd = (service: PublicServiceDetail, publicUrl: string) => {
  const pro = service.professional;
  const image = absoluteUrl(publicUrl, pro.imageUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    url: absoluteUrl(publicUrl, `/dienst/${service.id}`),
    ...(service.description ? { description: service.description.slice(0, 500) } : {}),
    ...(service.professionalTypeName ? { serviceType: service.professionalTypeName } : {}),
    provider: {
      '@type': 'Person',
      name: pro.name,
      url: absoluteUrl(publicUrl, `/professionals/${encodeURIComponent(pro.slug)}`),
      ...(pro.title ? { jobTitle: pro.title } : {}),
      ...(image ? { image } : {}),
    },
    ...(pro.city ? { areaServed: pro.city } : {}),
    ...(service.price !== null
      ? { offers: { '@type': 'Offer', price: service.price.toFixed(2), priceCurrency: 'EUR' } }
      : {}),
  };
};

export const servicePageHead = (service: PublicServiceDetail, publicUrl: string, id: string): PageHead => {
  const facts = [
    service.professional.name,
    service.professional.city,
    service.durationMinutes !== null ? `${service.durationMinutes} minuten` : null,
  ].filter(Boolean);
  return {
    title: service.title,
    description: [facts.join(' · '), service.description ?? ''].filter(Boolean).join(' — '),
    canonicalPath: `/dienst/${service.id}`,
    image: service.professional.imageUrl,
    jsonLd: serviceJsonLd(service, publicUrl),
    entries: [{ key: serviceDetailQueryKey(id), data: service }],
  };
};

/** Route handler of GET /dienst/:id. */
export const sendServicePageShell = (
  db: Db,
  publicUrl: string,
  req: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<FastifyReply> =>
  sendDetailPageShell(
    req,
    reply,
    publicUrl,
    {
      load: () => loadPublicService(db, id),
      schema: PublicServiceDetail,
      notFoundCode: 'service_not_found',
      head: (service) => servicePageHead(service, publicUrl, id),
    },
    { notFoundStatus: 200 },
  );
