import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SavedCountMessage } from '../../../core/schemas/favorites';
import type { SavedCountHub } from './savedCountHub';

/** Spec §9 Realtime: heartbeat every 30 s keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 30_000;
/** Reconnect delay the browser's EventSource uses after a drop (spec §9: first retry after 1 s). */
const RETRY_MS = 1_000;

const frame = (message: SavedCountMessage): string =>
  `event: saved-count\ndata: ${JSON.stringify(message)}\n\n`;

/**
 * Server-Sent Events for one event's saved count: the current count first, then every change the hub
 * delivers, a comment line as heartbeat, and cleanup when the client goes away or the server closes.
 */
export const streamSavedCount = async (
  hub: SavedCountHub,
  req: FastifyRequest,
  reply: FastifyReply,
  initial: SavedCountMessage,
  openStreams: Set<() => void>,
  onClose: () => void,
): Promise<void> => {
  const res = reply.raw;
  const unsubscribe = await hub.subscribe(initial.eventId, (message) => res.write(frame(message)));
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies must pass events through instead of buffering them.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);
  res.write(frame(initial));
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
    openStreams.delete(close);
    onClose();
    if (!res.writableEnded) res.end();
  };
  openStreams.add(close);
  req.raw.on('close', close);
  res.on('error', close);
};
