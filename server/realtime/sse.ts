import type { FastifyReply, FastifyRequest } from 'fastify';

/** Spec §9 Realtime: heartbeat every 30 s keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 30_000;
/** Reconnect delay the browser's EventSource uses after a drop (spec §9: first retry after 1 s). */
export const RETRY_MS = 1_000;

/** One Server-Sent-Events frame. */
export const sseFrame = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** An open stream: send named events; close ends it (also called when the client goes away). */
export type EventStream = {
  send: (event: string, data: unknown) => void;
  close: () => void;
};

/**
 * The open streams of a server, so a closing server ends them (preClose) instead of waiting for clients that
 * never hang up.
 */
export class OpenStreams {
  private readonly closers = new Set<() => void>();

  add(close: () => void): void {
    this.closers.add(close);
  }

  delete(close: () => void): void {
    this.closers.delete(close);
  }

  get size(): number {
    return this.closers.size;
  }

  closeAll(): void {
    for (const close of [...this.closers]) close();
  }
}

/**
 * Take over the response and start an SSE stream: headers, the `retry:` line, then a comment line every
 * HEARTBEAT_MS. `onClose` runs exactly once, when the client goes away, the socket fails or the server closes.
 */
export const openEventStream = (
  req: FastifyRequest,
  reply: FastifyReply,
  open: OpenStreams,
  onClose: () => void,
): EventStream => {
  const res = reply.raw;
  reply.hijack();
  // A session cookie refreshed before the take-over still goes out.
  const setCookie = reply.getHeader('set-cookie') as string | string[] | undefined;
  res.writeHead(200, {
    ...(setCookie ? { 'set-cookie': setCookie } : {}),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies must pass events through instead of buffering them.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    open.delete(close);
    onClose();
    if (!res.writableEnded) res.end();
  };
  open.add(close);
  req.raw.on('close', close);
  res.on('error', close);
  return {
    send: (event, data) => {
      if (!closed) res.write(sseFrame(event, data));
    },
    close,
  };
};
