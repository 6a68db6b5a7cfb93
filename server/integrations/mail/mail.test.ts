import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { emailLogs, emailOutbox } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { createTestPostgresDatabase } from '../../test/postgres';
import { type MailMessage, OutboxMailSender, SmtpMailSender, createMailSender } from './index';
import { extractLinks } from './links';

const logger = createLogger({ env: 'test', logLevel: 'silent' });
const message: MailMessage = {
  to: 'lid@example.nl',
  subject: 'Bevestig je e-mailadres',
  html: '<p>Klik <a href="https://kring.example/auth/confirm?token=abc">hier</a></p>',
  text: 'Bevestig via https://kring.example/auth/confirm?token=abc (24 uur geldig).',
  kind: 'email_confirmation',
};

let handle: DbHandle;
let dropDatabase: (() => Promise<void>) | undefined;

/** A real SMTP sink on loopback that keeps what it receives. */
const received: { from: string; to: string[]; raw: string }[] = [];
let rejectNext = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      if (rejectNext) {
        rejectNext = false;
        callback(Object.assign(new Error('Mailbox vol'), { responseCode: 552 }));
        return;
      }
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
      });
      callback();
    });
  },
});
let smtpUrl = '';

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pg = adminUrl ? await createTestPostgresDatabase(adminUrl) : null;
  dropDatabase = pg?.drop;
  handle = await openDatabase(pg ? { databaseUrl: pg.url } : { dataDir: 'memory' });
  await migrateDatabase(handle);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await handle?.close();
  await dropDatabase?.();
});

describe('OutboxMailSender', () => {
  it('delivers to the outbox table and logs the delivery', async () => {
    const sender = new OutboxMailSender(handle.db, {
      from: 'Kring <noreply@kring.test>',
      logger,
      printToConsole: false,
    });
    const result = await sender.send(message);
    expect(result).toMatchObject({ status: 'sent', transport: 'outbox' });
    const [row] = await handle.db.select().from(emailOutbox);
    expect(row).toMatchObject({
      id: result.id,
      toAddress: 'lid@example.nl',
      kind: 'email_confirmation',
      status: 'sent',
    });
    expect(row?.html).toBe(message.html);
    const [log] = await handle.db.select().from(emailLogs);
    expect(log).toMatchObject({ outboxId: result.id, transport: 'outbox', status: 'sent' });
  });
});

describe('SmtpMailSender', () => {
  it('sends through a real SMTP server and records the result', async () => {
    const sender = new SmtpMailSender(handle.db, { smtpUrl, from: 'Kring <noreply@kring.test>', logger });
    const result = await sender.send({ ...message, to: 'smtp@example.nl' });
    sender.close();
    expect(result).toMatchObject({ status: 'sent', transport: 'smtp' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'noreply@kring.test', to: ['smtp@example.nl'] });
    expect(received[0]?.raw).toContain('Subject: Bevestig je e-mailadres');

    const logs = await handle.db.select().from(emailLogs);
    const log = logs.find((l) => l.outboxId === result.id);
    expect(log).toMatchObject({ transport: 'smtp', status: 'sent', error: null });
    expect(log?.providerMessageId).toBeTruthy();
  });

  it('records a refused message as failed without throwing', async () => {
    const sender = new SmtpMailSender(handle.db, { smtpUrl, from: 'Kring <noreply@kring.test>', logger });
    rejectNext = true;
    const result = await sender.send({ ...message, to: 'vol@example.nl' });
    sender.close();
    expect(result.status).toBe('failed');
    const logs = await handle.db.select().from(emailLogs);
    expect(logs.find((l) => l.outboxId === result.id)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('Mailbox vol'),
    });
  });
});

describe('createMailSender', () => {
  it('uses SMTP when SMTP_URL is set, else the outbox', () => {
    expect(createMailSender({ smtpUrl, mailFrom: 'a@b.nl', env: 'test' }, handle.db, logger).transport).toBe(
      'smtp',
    );
    expect(
      createMailSender({ smtpUrl: undefined, mailFrom: 'a@b.nl', env: 'test' }, handle.db, logger).transport,
    ).toBe('outbox');
  });
});

describe('extractLinks', () => {
  it('finds each link once', () => {
    expect(extractLinks('Ga naar https://a.nl/x?y=1. Of (https://b.be/z) of https://a.nl/x?y=1')).toEqual([
      'https://a.nl/x?y=1',
      'https://b.be/z',
    ]);
  });
});
