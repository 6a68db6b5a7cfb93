/**
 * Webhook processing benchmark (issue 14): signed Stripe-shaped events through POST /api/webhooks/stripe
 * (signature check, dedupe row, the event's transaction, role sync), 10 in flight, in-process through
 * app.inject so the figure is the server's work without a socket. Target: ≥ 200 events/s on PostgreSQL.
 * Three phases: checkout.session.completed (new subscription, supersede, bundle, roles), then
 * customer.subscription.updated (cancel at period end and back, roles), then replays (dedupe only).
 *
 *   npx tsx bench/webhooks.ts                                                  # embedded PGlite (memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npx tsx bench/webhooks.ts
 *
 * With BENCH_DATABASE_URL the bench creates a throwaway database on that server and drops it afterwards.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { checkoutSessions, userSubscriptions, users } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed/seed';
import { createLogger } from '../server/http/logger';
import { OutboxMailSender } from '../server/integrations/mail';
import { signWebhookPayload, webhookSecretOf } from '../server/integrations/payments';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 400);
const IN_FLIGHT = 10;

const adminUrl = process.env.BENCH_DATABASE_URL;
let dropDatabase = async (): Promise<void> => {};
let databaseUrl: string | undefined;
if (adminUrl) {
  const name = `kring_bench_webhooks_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'kring-bench-webhooks-'));
const config = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-webhooks-secret-0123456789abcdefghijklmnop',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const handle = await openDatabase(databaseUrl ? { databaseUrl, maxConnections: 10 } : { dataDir: 'memory' });
await migrateDatabase(handle);
await seedDatabase(handle.db, { events: 10, members: MEMBERS, log: () => {} });
const logger = createLogger(config);
const app = await buildApp({
  config,
  db: handle,
  mail: new OutboxMailSender(handle.db, { from: config.mailFrom, logger, printToConsole: false }),
  logger,
  webDir: join(dataDir, 'no-web'),
});
await app.ready();
const secret = webhookSecretOf(config);

const members = (await handle.db.select({ id: users.id }).from(users).limit(MEMBERS)).map((u) => u.id);
const plans = ['organization', 'organization_premium', 'professional', 'venue', 'org-pro', 'org-pro-venue'];
const sessions = members.map((userId, i) => ({
  id: randomUUID(),
  userId,
  kind: 'subscription' as const,
  planId: plans[i % plans.length] ?? 'organization',
  interval: '1y' as const,
  amount: 80,
  vatAmount: 16.8,
  provider: 'test',
  successUrl: '/checkout-success',
  cancelUrl: '/prijzen',
  expiresAt: new Date(Date.now() + 86_400_000),
}));
for (let i = 0; i < sessions.length; i += 200)
  await handle.db.insert(checkoutSessions).values(sessions.slice(i, i + 200));

const event = (type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id: `evt_bench_${randomUUID()}`, object: 'event', type, created: 0, data: { object } });

/** Send payloads 10 at a time; events/s and latency percentiles. */
const run = async (label: string, payloads: string[]): Promise<void> => {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < payloads.length) {
      const payload = payloads[next++] as string;
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhookPayload(payload, secret),
        },
      });
      latencies.push(performance.now() - t0);
      if (res.statusCode !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(1);
  console.log(
    `${label.padEnd(34)} ${String(payloads.length).padStart(5)} events  ${(payloads.length / seconds).toFixed(0).padStart(5)} events/s  p50 ${pct(0.5)} ms  p95 ${pct(0.95)} ms  p99 ${pct(0.99)} ms  failed ${failed}`,
  );
};

console.log(
  `# webhooks on ${databaseUrl ? 'PostgreSQL' : 'PGlite (memory)'}, ${members.length} members, ${IN_FLIGHT} in flight`,
);
const completed = sessions.map((s) =>
  event('checkout.session.completed', {
    id: `cs_bench_${s.id}`,
    client_reference_id: s.id,
    payment_status: 'paid',
    customer: `cus_bench_${s.userId}`,
    subscription: `sub_bench_${s.id}`,
  }),
);
await run('checkout.session.completed', completed);

const subs = await handle.db
  .select({ providerId: userSubscriptions.providerSubscriptionId })
  .from(userSubscriptions)
  .where(inArray(userSubscriptions.userId, members));
const providerIds = subs
  .map((s) => s.providerId)
  .filter((id): id is string => id?.startsWith('sub_bench_') ?? false);
const updated = providerIds.flatMap((id) =>
  [true, false].map((cancel) =>
    event('customer.subscription.updated', {
      id,
      status: 'active',
      cancel_at_period_end: cancel,
      metadata: {},
    }),
  ),
);
await run('customer.subscription.updated', updated);
await run('replays (deduplicated)', completed.slice(0, 400));

const [check] = await handle.db
  .select({ n: userSubscriptions.id })
  .from(userSubscriptions)
  .where(eq(userSubscriptions.providerSubscriptionId, providerIds[0] ?? ''));
if (!check) throw new Error('no subscription was created');

await app.close();
await handle.close();
await dropDatabase();
