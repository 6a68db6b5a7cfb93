import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

type RouteLimitParams = { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } };

/** Our keys live beside better-auth's in `rate_limits`; the prefix keeps them apart. */
const KEY_PREFIX = 'http:';

/**
 * Fixed-window counter for one key, in one statement: a new window starts when the old one has passed.
 * Returns the count within the window and the milliseconds left.
 */
export const incrementCounter = async (
  db: Db,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> => {
  const expired = sql`${rateLimits.lastRequest} + ${windowMs} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: KEY_PREFIX + key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  if (!row) throw new Error('rate limit counter returned no row');
  return { current: row.count, ttl: Math.max(0, row.windowStart + windowMs - now) };
};

/**
 * A @fastify/rate-limit store backed by Postgres, so every server instance counts the same requests
 * (an in-memory store would let N instances allow N times the limit).
 */
export const createPostgresRateLimitStore = (db: Db): FastifyRateLimitStoreCtor => {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly group = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      incrementCounter(db, `${this.group}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin actually passes its merged params with the route under `routeInfo` (its typings say
      // otherwise). Per-route limits count separately per route, or per explicit group.
      const params = routeOptions as unknown as RouteLimitParams;
      const route = params.routeInfo ?? {};
      const group = params.groupId ?? `${String(route.method ?? '')}${route.url ?? ''}`;
      return new PostgresRateLimitStore({}, `${group}:`);
    }
  }
  return PostgresRateLimitStore;
};
