/**
 * Direct-message latency benchmark (issue 15): members keep the one realtime stream open (GET /api/stream) over
 * a real loopback socket; senders post messages one after another and we time each from the start of the POST
 * until the `message` event for it arrives on the receiver's stream. Target: p95 ≤ 100 ms.
 *
 * The rate limit (30 messages a minute per member) is real, so the messages come from several demo members
 * in turn (5 senders × 30 = up to 150 a minute) to the organisation demo account.
 *
 *   PORT=3317 DATA_DIR=data/bench-messages NODE_ENV=production node --import tsx server/main.ts
 *   npx tsx bench/messages.ts http://127.0.0.1:3317 [messages=120] [paceMs=250]
 * PostgreSQL: the same with DATABASE_URL=postgres://… for the server.
 */
import { request } from 'node:http';
import { loopbackBase } from './rotation';

const base = loopbackBase(process.argv[2]);
const COUNT = Number(process.argv[3] ?? 120);
/**
 * At least this long between sends. The stream sends a client at most 10 events a second (spec §9) and every
 * message brings a `message` and an `unread` event, so faster than ~4 messages a second to one member measures
 * that cap's queue, not delivery. 0 = as fast as possible.
 */
const PACE_MS = Number(process.argv[4] ?? 250);
const PASSWORD = 'kring-demo-2026';
const RECEIVER = 'organisatie@demo.kring.test';
const SENDERS = [
  'deelnemer@demo.kring.test',
  'organisatie-premium@demo.kring.test',
  'professional@demo.kring.test',
  'locatie@demo.kring.test',
  'multi@demo.kring.test',
];
const origin = new URL(base).origin;

const signIn = async (email: string): Promise<string> => {
  const res = await fetch(new URL('/api/auth/sign-in', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

const call = async <T>(cookie: string, path: string, body: unknown): Promise<T> => {
  const res = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/** One open stream; `onMessage` gets the content of every `message` event as it is parsed. */
const openStream = (cookie: string, onMessage: (content: string) => void) =>
  new Promise<() => void>((resolve, reject) => {
    const req = request(new URL('/api/stream', base), {
      headers: { accept: 'text/event-stream', cookie },
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event === 'ready') resolve(() => req.destroy());
          if (event === 'message' && data)
            onMessage((JSON.parse(data) as { message: { content: string } }).message.content);
          end = buffer.indexOf('\n\n');
        }
      });
    });
    req.on('error', reject);
    req.end();
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const receiverCookie = await signIn(RECEIVER);
const senderCookies = await Promise.all(SENDERS.map(signIn));
const receiverId = (
  (await (await fetch(new URL('/api/session', base), { headers: { cookie: receiverCookie } })).json()) as {
    user: { id: string };
  }
).user.id;

const waiting = new Map<string, () => void>();
const closers = [
  await openStream(receiverCookie, (content) => waiting.get(content)?.()),
  // The senders keep their stream open too (their other tabs hear their own messages).
  ...(await Promise.all(senderCookies.map((c) => openStream(c, () => undefined)))),
];

// One conversation per sender (started, or the existing one), with a first message outside the timing.
const conversations = await Promise.all(
  senderCookies.map(async (cookie) => {
    const started = await call<{ conversation: { id: string } }>(cookie, '/api/conversations', {
      to: { kind: 'user', userId: receiverId },
      content: `bench start ${Date.now()}`,
    });
    return started.conversation.id;
  }),
);

const run = Date.now();
const latencies: number[] = [];
const posts: number[] = [];
for (let i = 0; i < COUNT; i += 1) {
  const sender = i % SENDERS.length;
  const content = `bench ${run} #${i}`;
  const arrived = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`message ${i} never arrived`)), 10_000);
    waiting.set(content, () => {
      clearTimeout(timer);
      resolve(performance.now());
    });
  });
  const started = performance.now();
  await call(senderCookies[sender]!, `/api/conversations/${conversations[sender]}/messages`, { content });
  posts.push(performance.now() - started);
  latencies.push((await arrived) - started);
  waiting.delete(content);
  const rest = PACE_MS - (performance.now() - started);
  if (rest > 0) await new Promise((r) => setTimeout(r, rest));
}
for (const close of closers) close();

const sorted = [...latencies].sort((a, b) => a - b);
const postSorted = [...posts].sort((a, b) => a - b);
const fmt = (n: number) => n.toFixed(1);
console.log(`messages: ${COUNT} (sequential, ≥ ${PACE_MS} ms apart, ${SENDERS.length} senders → 1 receiver)`);
console.log(
  `POST → 'message' on the receiver's stream: p50 ${fmt(percentile(sorted, 50))} ms, p95 ${fmt(percentile(sorted, 95))} ms, p99 ${fmt(percentile(sorted, 99))} ms, max ${fmt(sorted.at(-1) ?? NaN)} ms`,
);
console.log(
  `the POST alone (201 answered): p50 ${fmt(percentile(postSorted, 50))} ms, p95 ${fmt(percentile(postSorted, 95))} ms, p99 ${fmt(percentile(postSorted, 99))} ms`,
);
