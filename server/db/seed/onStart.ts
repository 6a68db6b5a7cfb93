import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DbHandle } from '../client';
import { isDatabaseEmpty } from './insert';
import { type SeedOptions, seedDatabase } from './seed';

export type SeedOnStartResult = 'seeded' | 'not-empty' | 'off' | 'refused-in-production';

export const PRODUCTION_NO_DEMO_HINT =
  'empty database left empty: NODE_ENV=production never gets the demo accounts by default. To load the ' +
  'demo data on purpose: `SEED_DEMO=true npm run seed` while the server is stopped, or start once with ' +
  'SEED_DEMO=true.';

/**
 * At start: fill an empty database with the demo content (SEED_ON_EMPTY); a database with any data is left
 * alone. In production an empty database stays empty (migrated, plan catalogue in place) unless
 * SEED_DEMO=true: demo accounts have a published password, so they must never appear there by default.
 */
export const seedOnStart = async (
  config: Pick<Config, 'seedOnEmpty' | 'demoDataAllowed' | 'isProduction'>,
  handle: DbHandle,
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  size: Pick<SeedOptions, 'events' | 'members'> = {},
): Promise<SeedOnStartResult> => {
  if (!(await isDatabaseEmpty(handle.db))) return 'not-empty';
  if (!config.demoDataAllowed) {
    logger.warn(PRODUCTION_NO_DEMO_HINT);
    return 'refused-in-production';
  }
  if (!config.seedOnEmpty) return 'off';
  if (config.isProduction)
    logger.warn('SEED_DEMO=true: filling the empty production database with demo data');
  logger.info('empty database: filling it with the Dutch demo data…');
  const result = await seedDatabase(handle.db, { ...size, logger });
  logger.info(
    { ms: result.ms, users: result.users, events: result.events, upcoming: result.publishedUpcomingEvents },
    'demo data ready',
  );
  return 'seeded';
};
