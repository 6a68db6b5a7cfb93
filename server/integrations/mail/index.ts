import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ErrorReporter } from '../errors';
import { OutboxMailSender } from './outbox';
import { SmtpMailSender } from './smtp';
import type { MailSender } from './types';

export type { MailAttachment, MailMessage, MailResult, MailSender, MailTransport } from './types';
export { OutboxMailSender } from './outbox';
export { SmtpMailSender } from './smtp';

/** SMTP when SMTP_URL is set, otherwise the outbox table. */
export const createMailSender = (
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'env'>,
  db: Db,
  logger: FastifyBaseLogger,
  reporter?: ErrorReporter,
): MailSender => {
  if (config.smtpUrl) {
    return new SmtpMailSender(db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      logger,
      ...(reporter ? { reporter } : {}),
    });
  }
  return new OutboxMailSender(db, {
    from: config.mailFrom,
    logger,
    printToConsole: config.env === 'development',
  });
};
