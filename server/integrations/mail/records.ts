import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailLogs, emailOutbox } from '../../db/schema';
import type { MailMessage, MailResult } from './types';

type Writer = Pick<Db, 'insert'>;

/** The delivery outcome on the outbox row. */
export const setOutboxStatus = async (
  db: Pick<Db, 'update'>,
  outboxId: string,
  status: MailResult['status'],
): Promise<void> => {
  await db.update(emailOutbox).set({ status }).where(eq(emailOutbox.id, outboxId));
};

/** Store a message in the outbox: the same row whichever transport delivers it. */
export const insertOutboxRow = async (
  db: Writer,
  message: MailMessage,
  from: string,
  status: MailResult['status'] | 'queued',
): Promise<string> => {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      fromAddress: from,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.content.length,
        contentBase64: a.content.toString('base64'),
      })),
      status,
      headers: message.headers ?? {},
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('email_outbox insert returned no row');
  return row.id;
};

/** Record one delivery attempt in the e-mail log admins read. */
export const insertEmailLog = async (
  db: Writer,
  entry: {
    outboxId: string;
    message: MailMessage;
    transport: MailResult['transport'];
    status: MailResult['status'];
    error?: string | null;
    providerMessageId?: string | null;
  },
): Promise<void> => {
  await db.insert(emailLogs).values({
    outboxId: entry.outboxId,
    kind: entry.message.kind,
    toAddress: entry.message.to,
    subject: entry.message.subject,
    transport: entry.transport,
    status: entry.status,
    error: entry.error ?? null,
    providerMessageId: entry.providerMessageId ?? null,
  });
};
