import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/client';
import type { RealtimeChannel } from './channel';

type Listener = (message: unknown) => void;

type ChannelState = {
  channel: RealtimeChannel<unknown>;
  listeners: Map<string, Set<Listener>>;
  starting: Promise<void> | null;
  stop: (() => Promise<void>) | null;
};

/**
 * One LISTEN/NOTIFY fan-out for the process (spec §7 Realtime): the first subscriber of a channel opens one
 * LISTEN on it, and every notification is parsed with the channel's schema and handed to the subscribers of
 * its key. Because the NOTIFY goes through Postgres, a change on any server instance reaches the subscribers
 * on every instance. PGlite (one process) uses its own listen() API; postgres.js keeps one dedicated
 * connection for all LISTENs of its client and re-listens on reconnect.
 */
export class RealtimeFanout {
  private readonly channels = new Map<string, ChannelState>();

  constructor(
    private readonly handle: DbHandle,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Subscribe to the messages of one key on a channel; returns the unsubscribe function. */
  async subscribe<T>(
    channel: RealtimeChannel<T>,
    key: string,
    listener: (message: T) => void,
  ): Promise<() => void> {
    const state = this.stateOf(channel as RealtimeChannel<unknown>);
    await this.ensureListening(state);
    const set = state.listeners.get(key) ?? new Set<Listener>();
    const entry = listener as Listener;
    set.add(entry);
    state.listeners.set(key, set);
    return () => {
      set.delete(entry);
      if (set.size === 0) state.listeners.delete(key);
    };
  }

  /** How many subscriptions this process serves (for tests and health). */
  get subscriberCount(): number {
    let n = 0;
    for (const state of this.channels.values()) for (const set of state.listeners.values()) n += set.size;
    return n;
  }

  /** Drop every subscriber and stop listening (server close). */
  async close(): Promise<void> {
    const states = [...this.channels.values()];
    this.channels.clear();
    await Promise.all(
      states.map(async (state) => {
        state.listeners.clear();
        const stop = state.stop;
        state.stop = null;
        state.starting = null;
        await stop?.().catch(() => undefined);
      }),
    );
  }

  private stateOf(channel: RealtimeChannel<unknown>): ChannelState {
    let state = this.channels.get(channel.name);
    if (!state) {
      state = { channel, listeners: new Map(), starting: null, stop: null };
      this.channels.set(channel.name, state);
    }
    return state;
  }

  private ensureListening(state: ChannelState): Promise<void> {
    state.starting ??= this.listen(state).catch((error: unknown) => {
      state.starting = null;
      throw error;
    });
    return state.starting;
  }

  private async listen(state: ChannelState): Promise<void> {
    const onPayload = (payload: string) => this.dispatch(state, payload);
    const { raw } = this.handle;
    if (raw.kind === 'pglite') {
      state.stop = await raw.client.listen(state.channel.name, onPayload);
    } else {
      const request = await raw.client.listen(state.channel.name, onPayload);
      state.stop = () => request.unlisten();
    }
  }

  private dispatch(state: ChannelState, payload: string): void {
    let message: unknown;
    try {
      message = state.channel.schema.parse(JSON.parse(payload));
    } catch (error) {
      this.logger.warn({ err: error, payload, channel: state.channel.name }, 'realtime notification ignored');
      return;
    }
    for (const listener of state.listeners.get(state.channel.keyOf(message)) ?? []) listener(message);
  }
}
