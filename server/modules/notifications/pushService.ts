import type { PushPublicKey, PushSubscriptionBody } from '../../../core/schemas/notifications';
import { AppError } from '../../../core/errors';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { pushPolicy } from './pushPolicy';
import { deleteOwnPushSubscription, upsertPushSubscription } from './queriesPush';

type PushServiceContext = { config: Pick<Config, 'vapid' | 'isProduction'>; db: Db };

/** The VAPID public key browsers subscribe with; null = push is off on this server. */
export const pushPublicKey = (config: Pick<Config, 'vapid'>): PushPublicKey => ({
  publicKey: config.vapid?.publicKey ?? null,
});

const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * Where the server may POST pushes. Browsers' push services are public https hosts; in production anything
 * else (http, an IP address, localhost) is refused so a subscription cannot point the server at an internal
 * address. Development and tests also accept http, for a local stand-in push service.
 */
export const acceptablePushEndpoint = (endpoint: string, isProduction: boolean): boolean => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!isProduction) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && !IP_LITERAL.test(host) && host !== 'localhost' && host.includes('.');
};

/** p256dh is an uncompressed P-256 point (65 bytes, 0x04 first), auth a 16-byte secret (RFC 8291). */
const validKeys = (keys: PushSubscriptionBody['keys']): boolean => {
  const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
  if (!base64url.test(keys.p256dh) || !base64url.test(keys.auth)) return false;
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  return p256dh.length === 65 && p256dh[0] === 4 && Buffer.from(keys.auth, 'base64url').length === 16;
};

/**
 * Store the subscription of the member's browser (upsert on the endpoint: a browser another member used
 * moves to this one). 503 push_not_configured when push is off; 400 push_subscription_invalid for an
 * endpoint or keys no push service would give.
 */
export const subscribePush = async (
  ctx: PushServiceContext,
  actor: Actor,
  body: PushSubscriptionBody,
  userAgent: string | null,
): Promise<void> => {
  ensure(pushPolicy.manageOwnPushSubscriptions(actor));
  if (!ctx.config.vapid) throw new AppError('push_not_configured');
  if (!acceptablePushEndpoint(body.endpoint, ctx.config.isProduction) || !validKeys(body.keys))
    throw new AppError('push_subscription_invalid');
  await upsertPushSubscription(ctx.db, {
    userId: actor.userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
};

/** Forget the member's own subscription of this endpoint (idempotent; another member's is left alone). */
export const unsubscribePush = async (ctx: PushServiceContext, actor: Actor, endpoint: string) => {
  ensure(pushPolicy.manageOwnPushSubscriptions(actor));
  await deleteOwnPushSubscription(ctx.db, actor.userId, endpoint);
};
