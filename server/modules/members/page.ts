import type { FastifyReply, FastifyRequest } from 'fastify';
import { MemberDetail, memberDetailQueryKey } from '../../../core/schemas/members';
import type { Db } from '../../db/client';
import { type PageHead, absoluteUrl, sendDetailPageShell } from '../../http/pageHead';
import { loadMember } from './service';

/**
 * Crawler head of a member page (GET /member/:slug): title, description, canonical, avatar and a schema.org
 * Person JSON-LD block (name, city, interests: only what the public profile shows), the detail seeded as the
 * web's query. Private, suspended or unknown member: the plain shell (noindex); the page shows the 404.
 */
export const memberJsonLd = (member: MemberDetail, publicUrl: string) => {
  const image = absoluteUrl(publicUrl, member.avatarUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: member.name,
    url: absoluteUrl(publicUrl, `/member/${encodeURIComponent(member.slug)}`),
    ...(member.bio ? { description: member.bio.slice(0, 500) } : {}),
    ...(image ? { image } : {}),
    ...(member.city ? { homeLocation: { '@type': 'Place', name: member.city } } : {}),
    ...(member.interests.length > 0 ? { knowsAbout: member.interests } : {}),
  };
};

export const memberPageHead = (member: MemberDetail, publicUrl: string, slug: string): PageHead => ({
  title: member.name,
  description: [member.city, member.bio ?? ''].filter(Boolean).join(' — ') || `${member.name} op Kring`,
  canonicalPath: `/member/${encodeURIComponent(member.slug)}`,
  image: member.avatarUrl,
  type: 'profile',
  jsonLd: memberJsonLd(member, publicUrl),
  entries: [{ key: memberDetailQueryKey(slug), data: member }],
});

/** Route handler of GET /member/:slug. */
export const sendMemberPageShell = (
  db: Db,
  publicUrl: string,
  req: FastifyRequest,
  reply: FastifyReply,
  slug: string,
): Promise<FastifyReply> =>
  sendDetailPageShell(
    req,
    reply,
    publicUrl,
    {
      load: () => loadMember(db, slug),
      schema: MemberDetail,
      notFoundCode: 'member_not_found',
      head: (member) => memberPageHead(member, publicUrl, slug),
    },
    { notFoundStatus: 200 },
  );
