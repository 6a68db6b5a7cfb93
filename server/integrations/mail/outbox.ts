import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { extractLinks } from './links';
import { insertEmailLog, insertOutboxRow } from './records';
import type { MailMessage, MailResult, MailSender } from './types';

export type OutboxMailSenderOptions = {
  from: string;
  logger: FastifyBaseLogger;
  /** Development: print a summary and every link of each message, so flows work without a mailbox. */
  printToConsole: boolean;
};

/**
 * Embedded default: the message is delivered to the `email_outbox` table (admins read it there), and the
 * delivery is logged in `email_logs` like any other transport. Nothing leaves the machine.
 */
export class OutboxMailSender implements MailSender {
  readonly transport = 'outbox' as const;

  constructor(
    private readonly db: Db,
    private readonly options: OutboxMailSenderOptions,
  ) {}

  async send(message: MailMessage): Promise<MailResult> {
    const id = await this.db.transaction(async (tx) => {
      const outboxId = await insertOutboxRow(tx, message, this.options.from, 'sent');
      await insertEmailLog(tx, { outboxId, message, transport: this.transport, status: 'sent' });
      return outboxId;
    });

    const { logger, printToConsole } = this.options;
    logger.info(
      { mailId: id, kind: message.kind, to: message.to, subject: message.subject },
      'mail stored in outbox',
    );
    if (printToConsole) {
      for (const link of extractLinks(message.text))
        logger.info(`✉ ${message.kind} → ${message.to}: ${link}`);
    }
    return { id, status: 'sent', transport: this.transport };
  }
}
