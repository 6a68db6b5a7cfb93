import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { ErrorReporter } from '../errors';
import { insertEmailLog, insertOutboxRow, setOutboxStatus } from './records';
import type { MailMessage, MailResult, MailSender } from './types';

export type SmtpMailSenderOptions = {
  smtpUrl: string;
  from: string;
  logger: FastifyBaseLogger;
  reporter?: ErrorReporter;
};

/**
 * Real adapter: sends through SMTP_URL with nodemailer. The message is stored in the outbox first (same
 * shape as the embedded default), then its status and the delivery result are recorded in `email_logs`.
 */
export class SmtpMailSender implements MailSender {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    private readonly db: Db,
    private readonly options: SmtpMailSenderOptions,
  ) {
    this.transporter = createTransport(options.smtpUrl);
  }

  async send(message: MailMessage): Promise<MailResult> {
    const outboxId = await insertOutboxRow(this.db, message, this.options.from, 'queued');

    let status: MailResult['status'] = 'sent';
    let providerMessageId: string | null = null;
    let error: string | null = null;
    try {
      const info = await this.transporter.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      providerMessageId = typeof info.messageId === 'string' ? info.messageId : null;
    } catch (err) {
      status = 'failed';
      error = err instanceof Error ? err.message : String(err);
      this.options.reporter?.capture(err, { mailId: outboxId, kind: message.kind });
    }

    await setOutboxStatus(this.db, outboxId, status);
    await insertEmailLog(this.db, {
      outboxId,
      message,
      transport: this.transport,
      status,
      error,
      providerMessageId,
    });
    this.options.logger.info(
      { mailId: outboxId, kind: message.kind, to: message.to, status },
      'mail sent over SMTP',
    );
    return { id: outboxId, status, transport: this.transport };
  }

  /** Close pooled SMTP connections (graceful shutdown). */
  close(): void {
    this.transporter.close();
  }
}
