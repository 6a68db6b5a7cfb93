import type { FastifyInstance } from 'fastify';
import type { CacheGroup } from '../db/cachedPerDb';
import type { Db } from '../db/client';
import type { Realtime, RealtimeChannel } from '../realtime';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This write never changes what the read caches hold (a counted view, a page-view tally), so it does not
     * drop them: these requests come with every page visit and would otherwise empty the caches constantly.
     */
    keepsReadCaches?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keep a group of read caches honest on every instance:
 * - the channel's NOTIFY (sent by database triggers inside the writing transaction) drops them on every
 *   instance shortly after the commit;
 * - a successful write request drops them on this instance before its answer leaves, so the client that wrote
 *   reads its own change at once, without waiting for the NOTIFY to come back round.
 */
export const registerReadCacheDrops = <T>(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime; channel: RealtimeChannel<T>; caches: CacheGroup },
): void => {
  const drop = () => deps.caches.drop(deps.db);
  let unsubscribe: (() => void) | null = null;
  app.addHook('onReady', async () => {
    unsubscribe = await deps.realtime.fanout.subscribe(deps.channel, 'all', drop);
  });
  app.addHook('preClose', async () => {
    unsubscribe?.();
  });
  app.addHook('onSend', async (req, reply) => {
    if (READ_METHODS.has(req.method) || reply.statusCode >= 400) return;
    if (req.routeOptions.config.keepsReadCaches) return;
    drop();
  });
};
