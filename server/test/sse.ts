import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './app';
import { callAs } from './http';

/** The app on a real socket (SSE needs one), started by the first test that asks; its base URL. */
export const listeningBase = async (t: TestApp): Promise<string> => {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
};

/** Reads SSE frames from a real HTTP connection until `count` data messages arrived. */
export const openStream = (base: string, path: string, cookie?: string) => {
  const messages: Record<string, unknown>[] = [];
  /** Every frame with its event name (the one stream multiplexes several). */
  const frames: { event: string; data: Record<string, unknown> }[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const req = request(`${base}${path}`, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
  });
  const ready = new Promise<{ status: number; type: string }>((resolve, reject) => {
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          const data = lines.find((l) => l.startsWith('data: '));
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
          buffer = buffer.slice(end + 2);
          if (data) {
            messages.push(JSON.parse(data.slice(6)));
            frames.push({ event, data: JSON.parse(data.slice(6)) });
          }
          waiters.splice(0).forEach((w) => w());
          end = buffer.indexOf('\n\n');
        }
      });
      resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']) });
    });
    req.on('error', reject);
  });
  req.end();
  const waitFor = async (count: number) => {
    const deadline = Date.now() + 5000;
    while (messages.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${messages.length} messages`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
    return messages;
  };
  /** Waits until `check` holds for the frames so far (5 s at most). */
  const until = async (check: (all: typeof frames) => boolean, what = 'frames') => {
    const deadline = Date.now() + 5000;
    while (!check(frames)) {
      if (Date.now() > deadline) throw new Error(`no ${what}: ${JSON.stringify(frames.map((f) => f.event))}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
    return frames;
  };
  return { ready, waitFor, frames, until, close: () => req.destroy() };
};

/**
 * The one stream per tab (GET /api/stream) with count topics set (PUT /api/stream/:id/topics), as the web's
 * realtime client does it; `values(event)` lists the data of one event name in order.
 */
export const openTopicStream = async (
  t: TestApp,
  topics: Partial<
    Record<'savedCounts' | 'followers' | 'venueSavedCounts' | 'professionalSavedCounts', string[]>
  >,
  cookie?: string,
) => {
  const base = await listeningBase(t);
  const stream = openStream(base, '/api/stream', cookie);
  const { status } = await stream.ready;
  if (status !== 200) return { ...stream, status, values: () => [] as Record<string, unknown>[] };
  const [ready] = await stream.until((f) => f.some((x) => x.event === 'ready'), 'ready');
  const res = await callAs(
    t,
    cookie ?? null,
    'PUT',
    `/api/stream/${String(ready?.data.streamId)}/topics`,
    topics,
  );
  if (res.statusCode !== 204) throw new Error(`topics: ${res.statusCode} ${res.body}`);
  const values = (event: string) => stream.frames.filter((f) => f.event === event).map((f) => f.data);
  return { ...stream, status, values };
};
