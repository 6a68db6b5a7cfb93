import {
  REALTIME_MAX_ATTEMPTS,
  REALTIME_RECONNECT_DELAYS_MS,
  STREAM_EVENTS,
  type StreamEventName,
} from '@core/domain/notifications';
import type { StreamTopicsBody } from '@core/schemas/realtime';

/** What the client needs of EventSource (a fake one in tests). */
export type EventSourceLike = {
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
  onerror: ((event: Event) => void) | null;
};

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'retrying' | 'failed';
export type TopicKind = keyof StreamTopicsBody;

type Deps = {
  openSource: (url: string) => EventSourceLike;
  sendTopics: (streamId: string, topics: StreamTopicsBody) => Promise<void>;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

type Listener = (data: unknown) => void;

const TOPIC_KINDS: TopicKind[] = ['savedCounts', 'followers', 'venueSavedCounts', 'professionalSavedCounts'];

/**
 * The one realtime stream of this tab (GET /api/stream; issue 15, spec §7 Realtime): one EventSource, events
 * handed to subscribers by name, topics counted by the hooks that need them and sent to the server after
 * every (re)connect. On an error the EventSource is closed and reopened here (not by the browser) after
 * 1, 2, 5, 10, 30 s; after 5 failed attempts the state is 'failed' (the 'Verbindingsprobleem' notice) while
 * it keeps trying every 30 s, and `retry()` starts over at once.
 */
export class RealtimeClient {
  private source: EventSourceLike | null = null;
  private timer: unknown = null;
  private failures = 0;
  private streamId: string | null = null;
  private topicsDirty = false;
  private sentToStream = false;
  private current: ConnectionState = 'idle';
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly stateListeners = new Set<() => void>();
  private readonly topics = new Map<TopicKind, Map<string, number>>(TOPIC_KINDS.map((k) => [k, new Map()]));

  constructor(
    private readonly deps: Deps,
    private readonly url = '/api/stream',
  ) {}

  get state(): ConnectionState {
    return this.current;
  }

  /** Failed attempts in a row (for tests and the notice). */
  get failedAttempts(): number {
    return this.failures;
  }

  /** Open the stream (again): after sign-in or sign-out the server needs a new one for the session. */
  connect(): void {
    this.clearTimer();
    this.source?.close();
    this.streamId = null;
    // While the notice shows, attempts in the background keep it up until one succeeds.
    if (this.current !== 'failed') this.setState('connecting');
    const source = this.deps.openSource(this.url);
    this.source = source;
    for (const name of STREAM_EVENTS)
      source.addEventListener(name, (event) => {
        if (this.source !== source) return;
        this.dispatch(name, event.data);
      });
    source.onerror = () => {
      if (this.source === source) this.fail();
    };
  }

  /** The 'Opnieuw proberen' button: start over with the first delay. */
  retry(): void {
    this.failures = 0;
    this.setState('connecting');
    this.connect();
  }

  /** Stop for good (tab closing, tests). */
  stop(): void {
    this.clearTimer();
    this.source?.close();
    this.source = null;
    this.streamId = null;
    this.setState('idle');
  }

  /** Listen for one event name; returns the unsubscribe function. */
  on(name: StreamEventName, listener: Listener): () => void {
    const set = this.listeners.get(name) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(name, set);
    return () => {
      set.delete(listener);
    };
  }

  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  }

  /** Register interest in a count topic (counted, so two components can share one). */
  addTopic(kind: TopicKind, id: string): () => void {
    const ids = this.topics.get(kind) as Map<string, number>;
    ids.set(id, (ids.get(id) ?? 0) + 1);
    if (ids.get(id) === 1) this.scheduleTopics();
    return () => {
      const left = (ids.get(id) ?? 1) - 1;
      if (left > 0) ids.set(id, left);
      else {
        ids.delete(id);
        this.scheduleTopics();
      }
    };
  }

  /** The topics body as it is now. */
  topicsBody(): StreamTopicsBody {
    const body = {} as StreamTopicsBody;
    for (const kind of TOPIC_KINDS) body[kind] = [...(this.topics.get(kind)?.keys() ?? [])].slice(0, 50);
    return body;
  }

  private dispatch(name: StreamEventName, raw: string): void {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    if (name === 'ready') {
      this.failures = 0;
      this.streamId = (data as { streamId: string }).streamId;
      this.setState('open');
      this.sentToStream = false;
      this.topicsDirty = true;
      this.flushTopics();
    }
    for (const listener of this.listeners.get(name) ?? []) listener(data);
  }

  private fail(): void {
    this.source?.close();
    this.source = null;
    this.streamId = null;
    this.failures += 1;
    this.setState(this.failures >= REALTIME_MAX_ATTEMPTS ? 'failed' : 'retrying');
    const delays = REALTIME_RECONNECT_DELAYS_MS;
    const delay = delays[Math.min(this.failures, delays.length) - 1] ?? 30_000;
    this.clearTimer();
    this.timer = (this.deps.setTimer ?? setTimeout)(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }

  private scheduleTopics(): void {
    if (this.topicsDirty) return;
    this.topicsDirty = true;
    // Components mounting together register their topics in one request.
    queueMicrotask(() => this.flushTopics());
  }

  private flushTopics(): void {
    if (!this.topicsDirty || !this.streamId) return;
    this.topicsDirty = false;
    const body = this.topicsBody();
    // A fresh stream has no topics: an empty list need not be sent until something was.
    if (!this.sentToStream && TOPIC_KINDS.every((kind) => body[kind].length === 0)) return;
    this.sentToStream = true;
    this.deps.sendTopics(this.streamId, body).catch(() => {
      // The stream went away meanwhile: the next `ready` sends the topics again.
    });
  }

  private setState(state: ConnectionState): void {
    if (this.current === state) return;
    this.current = state;
    for (const listener of this.stateListeners) listener();
  }

  private clearTimer(): void {
    if (this.timer !== null) (this.deps.clearTimer ?? clearTimeout)(this.timer as number);
    this.timer = null;
  }
}
