import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db, DbHandle } from '../db/client';
import type { ErrorReporter } from '../integrations/errors';
import type { MailSender } from '../integrations/mail';

/** What modules get from buildApp: configuration, the database and the integrations. No globals. */
export type AppContext = {
  config: Config;
  db: Db;
  dbHandle: DbHandle;
  mail: MailSender;
  reporter: ErrorReporter;
  logger: FastifyBaseLogger;
};
