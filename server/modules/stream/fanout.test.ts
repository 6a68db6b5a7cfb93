import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type DbHandle, openDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { OutboxMailSender } from '../../integrations/mail';
import { type TestApp, createTestApp } from '../../test/app';
import { signInAs } from '../../test/http';
import { listeningBase, openStream } from '../../test/sse';
import { notify } from '../notifications';

/**
 * Spec §7 Realtime across instances: two servers on one PostgreSQL. A notification written through app A
 * (in a transaction, as every module writes one) reaches the member's stream on app B via LISTEN/NOTIFY.
 * PGlite is one process, so this runs on PostgreSQL only (TEST_DATABASE_URL).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('fan-out across two server instances', () => {
  let a: TestApp;
  let b: { app: FastifyInstance; handle: DbHandle; dataDir: string };

  beforeAll(async () => {
    a = await createTestApp({ seed: { events: 2, members: 2 } });
    const dataDir = mkdtempSync(join(tmpdir(), 'kring-test-b-'));
    // Same session secret as A, as every instance of one deployment has.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: a.config.sessionSecret,
    });
    const handle = await openDatabase({ databaseUrl: String(a.databaseUrl), maxConnections: 2 });
    const logger = createLogger(config);
    const mail = new OutboxMailSender(handle.db, { from: config.mailFrom, logger, printToConsole: false });
    const app = await buildApp({ config, db: handle, mail, logger, webDir: join(dataDir, 'no-web') });
    await app.ready();
    b = { app, handle, dataDir };
  }, 120_000);

  afterAll(async () => {
    await b?.app.close();
    await b?.handle.close();
    if (b) rmSync(b.dataDir, { recursive: true, force: true });
    await a?.close();
  });

  it('a notification written on app A reaches the stream opened on app B', async () => {
    const email = 'deelnemer@demo.kring.test';
    const [member] = await a.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    // The session is in the shared database, so B knows the cookie A handed out.
    const cookie = await signInAs(a, email);
    const onB = openStream(await listeningBase({ ...a, app: b.app }), '/api/stream', cookie);
    expect((await onB.ready).status).toBe(200);
    await onB.until((f) => f.some((x) => x.event === 'unread'), 'unread on B');

    await a.db.transaction((tx) =>
      notify(tx, {
        userIds: [String(member?.id)],
        kind: 'forum_reply',
        title: 'Via server A',
        content: 'Geschreven op de andere server.',
        actionUrl: null,
      }),
    );
    const frames = await onB.until((f) => f.some((x) => x.event === 'notification'), 'notification on B');
    expect(frames.find((f) => f.event === 'notification')?.data).toMatchObject({ title: 'Via server A' });
    onB.close();
  });
});
