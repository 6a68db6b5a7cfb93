import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbHandle } from '../db/client';
import type { RealtimeChannel } from './channel';
import { RealtimeFanout } from './fanout';
import { type EventStream, OpenStreams, openEventStream } from './sse';
import { StreamLimiter } from './streamLimit';

export { type RealtimeChannel, defineChannel } from './channel';
export { RealtimeFanout } from './fanout';
export { type EventStream, HEARTBEAT_MS, RETRY_MS } from './sse';
export { MAX_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_USER, StreamLimiter } from './streamLimit';

/** What a module's stream route asks for: one key of a channel, as named SSE events, starting from `initial`. */
export type StreamRequest<T> = {
  channel: RealtimeChannel<T>;
  key: string;
  /** The SSE event name the web listens for, e.g. 'saved-count'. */
  event: string;
  /**
   * Reads the current state, sent first so the client needs no separate fetch. Read after the subscription
   * is in place, so a change committed while the stream opens is either in it or arrives as a message.
   */
  initial: () => Promise<T>;
};

/** Realtime infrastructure of one app: the process's LISTEN/NOTIFY fan-out and its SSE streams. */
export type Realtime = {
  fanout: RealtimeFanout;
  /**
   * Serve a Server-Sent-Events stream to this client: the per-client cap (429 too_many_streams), the
   * `retry:` line, `initial`, every message of the key, a heartbeat every 30 s, cleanup on close.
   */
  stream: <T>(req: FastifyRequest, reply: FastifyReply, request: StreamRequest<T>) => Promise<void>;
  /**
   * Open a bare SSE stream for a module that multiplexes its own events (the one stream per tab,
   * modules/stream): the same per-client cap, `retry:` line, heartbeat and close-on-shutdown; `onClose` runs
   * once when it ends.
   */
  open: (req: FastifyRequest, reply: FastifyReply, onClose: () => void) => EventStream;
  /** Open streams on this server (for tests and health). */
  readonly openStreams: number;
};

/**
 * Set up realtime for an app: one fan-out per app (and so per process), streams ended on preClose so the
 * server does not wait for clients that never hang up, the LISTENs stopped on close.
 */
export const registerRealtime = (
  app: FastifyInstance,
  deps: { dbHandle: DbHandle; logger: FastifyBaseLogger; sessionCookieName: string },
): Realtime => {
  const fanout = new RealtimeFanout(deps.dbHandle, deps.logger);
  const open = new OpenStreams();
  const limiter = new StreamLimiter(deps.sessionCookieName);
  app.addHook('preClose', async () => open.closeAll());
  app.addHook('onClose', async () => fanout.close());

  const stream = async <T>(req: FastifyRequest, reply: FastifyReply, request: StreamRequest<T>) => {
    const release = limiter.acquire(req);
    try {
      // Messages that arrive before the stream is open wait here and follow the initial state in order, so
      // the client always ends on the latest value (a dropped message would leave it stale until the next).
      const waiting: T[] = [];
      let send: ((message: T) => void) | null = null;
      const unsubscribe = await fanout.subscribe(request.channel, request.key, (message) =>
        send ? send(message) : waiting.push(message),
      );
      let initial: T;
      try {
        initial = await request.initial();
      } catch (err) {
        unsubscribe();
        throw err;
      }
      const events = openEventStream(req, reply, open, () => {
        unsubscribe();
        release();
      });
      const deliver = (message: T) => events.send(request.event, message);
      deliver(initial);
      for (const message of waiting.splice(0)) deliver(message);
      send = deliver;
    } catch (err) {
      release();
      throw err;
    }
  };

  const openBare = (req: FastifyRequest, reply: FastifyReply, onClose: () => void): EventStream => {
    const release = limiter.acquire(req);
    try {
      return openEventStream(req, reply, open, () => {
        release();
        onClose();
      });
    } catch (err) {
      release();
      throw err;
    }
  };

  return {
    fanout,
    stream,
    open: openBare,
    get openStreams() {
      return open.size;
    },
  };
};
