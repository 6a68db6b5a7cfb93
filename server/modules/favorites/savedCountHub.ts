import type { FastifyBaseLogger } from 'fastify';
import { SavedCountMessage } from '../../../core/schemas/favorites';
import type { DbHandle } from '../../db/client';

/** Postgres channel the favourites service notifies on (inside the toggle's transaction, so after commit). */
export const SAVED_COUNT_CHANNEL = 'event_saved_count';

type Listener = (message: SavedCountMessage) => void;

/**
 * Live saved counts (spec §7 Realtime): one LISTEN per process on `event_saved_count`, fanned out to the
 * subscribers of each event. Because the NOTIFY goes through Postgres, a toggle on any server instance
 * reaches the viewers on every instance. PGlite (one process) uses its own listen() API.
 */
export class SavedCountHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private stopListening: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;

  constructor(
    private readonly handle: DbHandle,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Subscribe to one event's count; the first subscriber of the process opens the LISTEN. */
  async subscribe(eventId: string, listener: Listener): Promise<() => void> {
    await this.ensureListening();
    const set = this.listeners.get(eventId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(eventId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(eventId);
    };
  }

  /** How many event streams this process serves (for tests and health). */
  get subscriberCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    const stop = this.stopListening;
    this.stopListening = null;
    this.starting = null;
    await stop?.().catch(() => undefined);
  }

  private ensureListening(): Promise<void> {
    this.starting ??= this.listen().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  private async listen(): Promise<void> {
    const onPayload = (payload: string) => this.dispatch(payload);
    const { raw } = this.handle;
    if (raw.kind === 'pglite') {
      this.stopListening = await raw.client.listen(SAVED_COUNT_CHANNEL, onPayload);
    } else {
      // postgres.js keeps one dedicated connection for all LISTENs of this client and re-listens on reconnect.
      const request = await raw.client.listen(SAVED_COUNT_CHANNEL, onPayload);
      this.stopListening = () => request.unlisten();
    }
  }

  private dispatch(payload: string): void {
    let message: SavedCountMessage;
    try {
      message = SavedCountMessage.parse(JSON.parse(payload));
    } catch (error) {
      this.logger.warn({ err: error, payload }, 'saved-count notification ignored');
      return;
    }
    for (const listener of this.listeners.get(message.eventId) ?? []) listener(message);
  }
}
