/**
 * Ticket purchase benchmark (issue 14): POST /api/events/:eventId/ticket-orders by 50 concurrent signed-in
 * buyers against a real listening server, for a free ticket (paid at once: order, issued tickets, sold_count,
 * confirmation mail with QR PNGs and .ics into the outbox) and a paid ticket (pending order with a hold and a
 * test-checkout session). Many seats, so every request buys. Target: p95 ≤ 50 ms. Figures go in
 * bench/RESULTS.md ("Tickets").
 *
 *   npx tsx bench/tickets.ts                                                   # in-memory PGlite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npx tsx bench/tickets.ts   # PostgreSQL
 *
 * The app, its database (a copy of the test seed) and the buyers are made here; the server listens on a free
 * loopback port and the buyers call it with fetch, 50 at a time, ROUNDS rounds per ticket kind.
 */
import { createTestApp } from '../server/test/app';
import { signInAs } from '../server/test/http';
import { createTicketEvent, seededMemberEmails } from '../server/test/tickets';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const WARMUP_ROUNDS = 1;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const main = async (): Promise<void> => {
  const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const t = await createTestApp({ seed: { events: 2, members: 60 } });
  try {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const org = await signInAs(t, 'organisatie-premium@demo.kring.test');
    const cookies: string[] = [];
    for (const email of await seededMemberEmails(t, BUYERS)) cookies.push(await signInAs(t, email));

    // The floor: a signed-in read (session lookup + one indexed query) by the same 50 buyers at once, so the
    // purchase figures can be read against what any request costs at this concurrency on this machine.
    {
      const floor = await createTicketEvent(t, org, [{ name: 'Bench', price: 0, quantity: null }]);
      const times: number[] = [];
      for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
        const results = await Promise.all(
          cookies.map(async (cookie) => {
            const started = performance.now();
            const res = await fetch(`${address}/api/events/${floor.eventId}/ticket-availability`, {
              headers: { cookie },
            });
            await res.arrayBuffer();
            return performance.now() - started;
          }),
        );
        if (round >= WARMUP_ROUNDS) times.push(...results);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${engine} · floor: signed-in availability read, ${BUYERS} concurrent — p50 ${percentile(times, 50).toFixed(1)} ms, ` +
          `p95 ${percentile(times, 95).toFixed(1)} ms`,
      );
    }

    for (const [label, price, spread] of [
      ['free ticket, one event (paid at once, mail)', 0, 1],
      ['paid ticket, one event (pending + checkout)', 25, 1],
      ['free ticket, 25 events', 0, 25],
      ['paid ticket, 25 events', 25, 25],
    ] as const) {
      const targets: { eventId: string; ticketId: string }[] = [];
      for (let i = 0; i < spread; i += 1) {
        const made = await createTicketEvent(t, org, [{ name: 'Bench', price, quantity: null }]);
        targets.push({ eventId: made.eventId, ticketId: made.ticketIds[0]! });
      }
      const times: number[] = [];
      let failures = 0;
      for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
        const results = await Promise.all(
          cookies.map(async (cookie, i) => {
            const target = targets[i % targets.length]!;
            const started = performance.now();
            const res = await fetch(`${address}/api/events/${target.eventId}/ticket-orders`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie, origin: t.config.publicUrl },
              body: JSON.stringify({
                ticketId: target.ticketId,
                quantity: 1,
                buyerName: `Bench Koper ${i}`,
                buyerEmail: `bench${i}@example.nl`,
              }),
            });
            await res.arrayBuffer();
            return { ms: performance.now() - started, ok: res.status === 201 };
          }),
        );
        if (round < WARMUP_ROUNDS) continue;
        for (const r of results) {
          times.push(r.ms);
          if (!r.ok) failures += 1;
        }
      }
      times.sort((a, b) => a - b);
      const fmt = (n: number) => `${n.toFixed(1)} ms`;
      console.log(
        `${engine} · ${label}: ${times.length} purchases, ${BUYERS} concurrent, ${failures} failed — ` +
          `p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, p99 ${fmt(percentile(times, 99))}, ` +
          `max ${fmt(times.at(-1) ?? 0)}`,
      );
    }
  } finally {
    await t.close();
  }
};

await main();
