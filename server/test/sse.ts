import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './app';

/** The app on a real socket (SSE needs one), started by the first test that asks; its base URL. */
export const listeningBase = async (t: TestApp): Promise<string> => {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
};

/** Reads SSE frames from a real HTTP connection until `count` data messages arrived. */
export const openStream = (base: string, path: string, cookie?: string) => {
  const messages: Record<string, unknown>[] = [];
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
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((l) => l.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data) messages.push(JSON.parse(data.slice(6)));
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
  return { ready, waitFor, close: () => req.destroy() };
};
