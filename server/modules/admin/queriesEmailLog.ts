import { type SQL, and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailLogs, emailOutbox } from '../../db/schema';
import { likePattern } from './queries';

export type EmailLogFilter = { to?: string | undefined; kind?: string | undefined };

/** A full address matches exactly (case-insensitive), a fragment matches part of the address. */
const filterOf = (filter: EmailLogFilter): SQL | undefined => {
  const to = filter.to?.trim().toLowerCase();
  return and(
    to
      ? to.includes('@') && !to.startsWith('@')
        ? eq(sql`lower(${emailLogs.toAddress})`, to)
        : ilike(emailLogs.toAddress, likePattern(to))
      : undefined,
    filter.kind ? eq(emailLogs.kind, filter.kind) : undefined,
  );
};

const logColumns = {
  id: emailLogs.id,
  toAddress: emailLogs.toAddress,
  subject: emailLogs.subject,
  kind: emailLogs.kind,
  status: emailLogs.status,
  transport: emailLogs.transport,
  error: emailLogs.error,
  createdAt: emailLogs.createdAt,
};

/** One page of the delivery log, newest first. */
export const selectEmailLogPage = async (
  db: Db,
  filter: EmailLogFilter,
  page: { limit: number; offset: number },
) => {
  const where = filterOf(filter);
  const [rows, [total], kinds] = await Promise.all([
    db
      .select(logColumns)
      .from(emailLogs)
      .where(where)
      .orderBy(desc(emailLogs.createdAt), desc(emailLogs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(emailLogs).where(where),
    db.selectDistinct({ kind: emailLogs.kind }).from(emailLogs).orderBy(asc(emailLogs.kind)),
  ]);
  return { rows, total: total?.n ?? 0, kinds: kinds.map((k) => k.kind) };
};
export type EmailLogRow = Awaited<ReturnType<typeof selectEmailLogPage>>['rows'][number];

/** One log entry with the stored message (text and HTML) from the outbox. */
export const selectEmailLog = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      ...logColumns,
      fromAddress: emailOutbox.fromAddress,
      text: emailOutbox.text,
      html: emailOutbox.html,
    })
    .from(emailLogs)
    .leftJoin(emailOutbox, eq(emailOutbox.id, emailLogs.outboxId))
    .where(eq(emailLogs.id, id))
    .limit(1);
  return row ?? null;
};

/** The newest stored message of a kind to an address (unmasked), for the test-only outbox reader. */
export const selectLatestOutboxMail = async (db: Db, to: string, kind: string) => {
  const [row] = await db
    .select({
      subject: emailLogs.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      attachments: emailOutbox.attachments,
    })
    .from(emailLogs)
    .innerJoin(emailOutbox, eq(emailOutbox.id, emailLogs.outboxId))
    .where(and(eq(sql`lower(${emailLogs.toAddress})`, to.toLowerCase()), eq(emailLogs.kind, kind)))
    .orderBy(desc(emailLogs.createdAt), desc(emailLogs.id))
    .limit(1);
  return row ?? null;
};
