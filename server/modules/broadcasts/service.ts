import { AppError, ERRORS } from '../../../core/errors';
import type {
  BroadcastAudience,
  BroadcastBody,
  BroadcastDto,
  BroadcastPage,
  BroadcastReach,
} from '../../../core/schemas/broadcasts';
import type { Db } from '../../db/client';
import { type Geocoder, gazetteerKeysWithin } from '../../integrations/geocoding';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import {
  broadcastReach,
  broadcastReachesAnyone,
  broadcastReadCounts,
  fanOutBroadcast,
} from '../notifications';
import { RADIUS_TOLERANCE } from '../geo';
import { broadcastsPolicy } from './policy';
import { presentBroadcast } from './presenter';
import {
  type ResolvedAudience,
  audienceQuery,
  countBroadcasts,
  insertBroadcast,
  markBroadcastFailed,
  markBroadcastSent,
  selectBroadcast,
  selectBroadcastPage,
  selectOrganization,
} from './queries';

export const BROADCAST_PAGE_SIZE = 20;

export type BroadcastDeps = { db: Db; geocoder: Geocoder };

type Resolved = { audience: ResolvedAudience; filter: Record<string, unknown> };

/**
 * From what the admin chose to what the SQL needs, plus what the list shows later (kept in audience_filter):
 * - radius: the city through the geocoder (400 broadcast_city_unknown when it knows no such place), then the
 *   gazetteer places within radius × 1.1 (spec §9 radius tolerance); a member is near when their profile city,
 *   normalised, is one of those places. Members without a city are not reached.
 * - followers: the organisation's owner account (404 broadcast_organization_not_found).
 */
const resolveAudience = async (deps: BroadcastDeps, audience: BroadcastAudience): Promise<Resolved> => {
  switch (audience.kind) {
    case 'all':
      return { audience, filter: {} };
    case 'role':
      return { audience, filter: { role: audience.role } };
    case 'radius': {
      const [place] = await deps.geocoder.search(audience.city);
      if (!place) {
        throw new AppError('broadcast_city_unknown', {
          fields: { 'audience.city': ERRORS.broadcast_city_unknown.message },
        });
      }
      const placeKeys = gazetteerKeysWithin(place, audience.radiusKm * RADIUS_TOLERANCE);
      return {
        audience: { kind: 'radius', placeKeys },
        filter: { city: audience.city, placeName: place.name, radiusKm: audience.radiusKm },
      };
    }
    case 'followers': {
      const organization = await selectOrganization(deps.db, audience.organizationId);
      if (!organization) throw new AppError('broadcast_organization_not_found');
      return {
        audience: { kind: 'followers', ownerUserId: organization.userId },
        filter: { organizationId: audience.organizationId, organizationName: organization.name },
      };
    }
  }
};

/** How many members a broadcast to this audience reaches now (in-app, e-mail or push). */
export const reachOf = async (
  deps: BroadcastDeps,
  actor: Actor,
  body: BroadcastAudience,
): Promise<BroadcastReach> => {
  ensure(broadcastsPolicy.manage(actor), 'admin_only');
  const { audience } = await resolveAudience(deps, body);
  return { reach: await broadcastReach(deps.db, audienceQuery(audience)) };
};

/**
 * Send a broadcast: the row ('sending') and its audit entry, then the fan-out in chunks (modules/notifications),
 * then 'sent' with its reach and one announcement on the broadcast channel. An audience that reaches nobody is
 * refused before anything is written (400 broadcast_empty_audience). A failing fan-out leaves 'failed'.
 */
export const sendBroadcast = async (
  deps: BroadcastDeps,
  actor: Actor,
  body: BroadcastBody,
  ip: string,
): Promise<BroadcastDto> => {
  ensure(broadcastsPolicy.manage(actor), 'admin_only');
  const { audience, filter } = await resolveAudience(deps, body.audience);
  const subquery = audienceQuery(audience);
  if (!(await broadcastReachesAnyone(deps.db, subquery))) throw new AppError('broadcast_empty_audience');
  const actionUrl = body.actionUrl || null;
  const id = await insertBroadcast(deps.db, {
    senderId: actor.userId,
    title: body.title,
    content: body.content,
    actionUrl,
    audience: body.audience.kind,
    audienceFilter: filter,
    ip,
  });
  try {
    await fanOutBroadcast(deps.db, {
      broadcastId: id,
      title: body.title,
      content: body.content,
      actionUrl,
      audience: subquery,
      finish: (tx, reach) => markBroadcastSent(tx, id, reach),
    });
  } catch (err) {
    await markBroadcastFailed(deps.db, id);
    throw err;
  }
  const row = await selectBroadcast(deps.db, id);
  if (!row) throw new AppError('not_found');
  return presentBroadcast(row, 0);
};

/** Sent broadcasts, newest first, with reach, read count and read rate. */
export const listBroadcasts = async (
  deps: BroadcastDeps,
  actor: Actor,
  page: number,
): Promise<BroadcastPage> => {
  ensure(broadcastsPolicy.manage(actor), 'admin_only');
  const [rows, total] = await Promise.all([
    selectBroadcastPage(deps.db, BROADCAST_PAGE_SIZE, (page - 1) * BROADCAST_PAGE_SIZE),
    countBroadcasts(deps.db),
  ]);
  const read = await broadcastReadCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => presentBroadcast(row, read.get(row.id) ?? 0)),
    total,
    page,
    pageSize: BROADCAST_PAGE_SIZE,
  };
};
