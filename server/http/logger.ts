import { pino, type Logger } from 'pino';
import type { Config } from '../config';

/** Headers that must never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

/**
 * The one pino logger of the process: Fastify request logs, boot messages, mail and jobs all use it.
 * Development gets pino-pretty; test and production write JSON lines.
 */
export const createLogger = (config: Pick<Config, 'env' | 'logLevel'>): Logger =>
  pino({
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(config.env === 'development'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  });
