import { createHash } from 'node:crypto';
import type { ContactBody, ContactResponse, RoadmapResponse, SiteStatsDto } from '../../../core/schemas/site';
import { cachedPerDb } from '../../db/cachedPerDb';
import { eventReadCaches } from '../../db/eventReadCaches';
import type { AppContext } from '../../http/context';
import { contactConfirmationMail, contactNotificationMail } from './contactMail';
import type { MapConfigResponse } from './mapConfig.routes';
import { presentMapConfig, presentRoadmapItem, presentSiteStats } from './presenter';
import { insertContactMessage, selectRoadmapItems, selectSiteCounts } from './queries';

/** The public roadmap, in board order. */
export const getRoadmap = async (ctx: Pick<AppContext, 'db'>): Promise<RoadmapResponse> => ({
  items: (await selectRoadmapItems(ctx.db)).map(presentRoadmapItem),
});

/** Landing-page counters are served from memory for this long: they count every upcoming event. */
export const SITE_STATS_TTL_MS = 60_000;

const siteStats = cachedPerDb(SITE_STATS_TTL_MS, async (db, now) =>
  presentSiteStats(await selectSiteCounts(db, now)),
);
// They count events: a change to events drops them on every instance.
eventReadCaches.add(siteStats);

/** Counters for the landing page and the community sidebar (up to a minute old). */
export const getSiteStats = (ctx: Pick<AppContext, 'db'>, nowMs?: number): Promise<SiteStatsDto> =>
  siteStats(ctx.db, nowMs);

/** We keep a keyed hash of the sender's IP for abuse handling, never the address itself. */
const hashIp = (ip: string, secret: string): string =>
  createHash('sha256').update(`${secret}:${ip}`).digest('hex').slice(0, 32);

/**
 * Store a contact-form message, then notify the administrators and confirm to the sender. The stored row is
 * what counts: a mail that cannot be delivered is recorded as failed by the mail adapter and reported, but
 * does not fail the request.
 */
export const submitContactMessage = async (
  ctx: AppContext,
  body: ContactBody,
  meta: { ip: string; userId?: string | null },
): Promise<ContactResponse> => {
  const { id } = await insertContactMessage(ctx.db, {
    name: body.name,
    email: body.email,
    subject: body.subject,
    message: body.message,
    userId: meta.userId ?? null,
    ipHash: hashIp(meta.ip, ctx.config.sessionSecret),
  });

  const input = {
    message: body,
    messageId: id,
    adminEmail: ctx.config.adminEmail,
    publicUrl: ctx.config.publicUrl,
  };
  for (const mail of [contactNotificationMail(input), contactConfirmationMail(input)]) {
    try {
      await ctx.mail.send(mail);
    } catch (err) {
      ctx.reporter.capture(err, { contactMessageId: id, kind: mail.kind });
    }
  }
  return { id, received: true };
};

/** GET /api/site/map-config: the tile source, configured once on the server. */
export const getMapConfig = (ctx: Pick<AppContext, 'config'>): MapConfigResponse =>
  presentMapConfig(ctx.config.mapTileUrl);
