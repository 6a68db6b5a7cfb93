import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { emailLogs, emailOutbox } from '../../db/schema';
import type { ErrorReporter } from '../errors';
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
    const [row] = await this.db
      .insert(emailOutbox)
      .values({
        kind: message.kind,
        toAddress: message.to,
        fromAddress: this.options.from,
        subject: message.subject,
        html: message.html,
        text: message.text,
        status: 'queued',
      })
      .returning({ id: emailOutbox.id });
    if (!row) throw new Error('email_outbox insert returned no row');

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
      });
      providerMessageId = typeof info.messageId === 'string' ? info.messageId : null;
    } catch (err) {
      status = 'failed';
      error = err instanceof Error ? err.message : String(err);
      this.options.reporter?.capture(err, { mailId: row.id, kind: message.kind });
    }

    await this.db.update(emailOutbox).set({ status }).where(eq(emailOutbox.id, row.id));
    await this.db.insert(emailLogs).values({
      outboxId: row.id,
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      transport: this.transport,
      status,
      error,
      providerMessageId,
    });
    this.options.logger.info(
      { mailId: row.id, kind: message.kind, to: message.to, status },
      'mail sent over SMTP',
    );
    return { id: row.id, status, transport: this.transport };
  }

  /** Close pooled SMTP connections (graceful shutdown). */
  close(): void {
    this.transporter.close();
  }
}
