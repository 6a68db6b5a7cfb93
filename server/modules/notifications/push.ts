import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  type PushSubscriptionRow,
  deletePushSubscriptionById,
  markPushSubscription,
  selectPushSubscriptions,
} from './queriesPush';

/** What a push shows (web/serviceWorker/push.ts reads exactly these fields). */
export type PushPayload = { title: string; body: string; url: string | null; tag: string };

/**
 * Sends a member's pushes. 'sent' = at least one browser accepted it; 'no_subscription' = the member has no
 * subscribed browser (or push is off on this server); 'failed' = every browser's push service refused or
 * could not be reached. The notifications dispatcher calls it for queued deliveries of channel 'push'.
 */
export type PushSender = {
  readonly enabled: boolean;
  send: (userId: string, payload: PushPayload) => Promise<'sent' | 'no_subscription' | 'failed'>;
};

/** A push the browser has not fetched within a day is stale (the bell still has it). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** Push services allow at most 4 KB of payload; titles and texts are cut well before that. */
const MAX_TEXT = 1_000;

type PushContext = {
  config: Pick<Config, 'vapid'>;
  db: Db;
  logger: { warn: (obj: object, msg: string) => void };
};

/** A Topic header lets the push service replace an undelivered push of the same tag (RFC 8030 §5.4). */
const topicOf = (tag: string): string | undefined => (/^[A-Za-z0-9_-]{1,32}$/.test(tag) ? tag : undefined);

/**
 * The web-push sender: real RFC 8291 encryption and VAPID signature (the `web-push` package builds the
 * request), sent with fetch so the timeout and the answer stay ours. A subscription answered 404 or 410 is
 * deleted (the browser unsubscribed or the push service forgot it); other failures are marked `failed_at`.
 */
export const createPushSender = (ctx: PushContext): PushSender => {
  const vapid = ctx.config.vapid;

  const sendOne = async (sub: PushSubscriptionRow, payload: PushPayload): Promise<boolean> => {
    if (!vapid) return false;
    const body = JSON.stringify({
      title: payload.title.slice(0, MAX_TEXT),
      body: payload.body.slice(0, MAX_TEXT),
      url: payload.url,
      tag: payload.tag,
    });
    const topic = topicOf(payload.tag);
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      body,
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        ...(topic ? { topic } : {}),
      },
    );
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        redirect: 'error',
      });
      await res.body?.cancel();
      if (res.ok) {
        await markPushSubscription(ctx.db, sub.id, 'success');
        return true;
      }
      if (res.status === 404 || res.status === 410) await deletePushSubscriptionById(ctx.db, sub.id);
      else {
        ctx.logger.warn({ status: res.status, subscription: sub.id }, 'push service refused a push');
        await markPushSubscription(ctx.db, sub.id, 'failure');
      }
      return false;
    } catch (err) {
      ctx.logger.warn({ err, subscription: sub.id }, 'push service unreachable');
      await markPushSubscription(ctx.db, sub.id, 'failure');
      return false;
    }
  };

  return {
    enabled: vapid !== null,
    send: async (userId, payload) => {
      if (!vapid) return 'no_subscription';
      const subscriptions = await selectPushSubscriptions(ctx.db, userId);
      if (subscriptions.length === 0) return 'no_subscription';
      const results = await Promise.all(subscriptions.map((sub) => sendOne(sub, payload)));
      return results.some(Boolean) ? 'sent' : 'failed';
    },
  };
};
