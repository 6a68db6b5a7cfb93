import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { StreamTopicsBody } from '../../../core/schemas/realtime';
import type { Db } from '../../db/client';
import type { EventStream, Realtime } from '../../realtime';
import { chatChannel } from '../messages';
import {
  broadcastChannel,
  broadcastNotificationsFor,
  notificationChannel,
  unreadNotificationCount,
} from '../notifications';
import { StreamOutbox } from './outbox';
import { unreadMessageCount } from './queries';
import { TOPIC_KINDS, type TopicKind } from './topics';

/** One open stream (one browser tab): who it belongs to, its send queue and the topics it listens to. */
type ClientStream = {
  id: string;
  userId: string | null;
  sessionId: string | null;
  outbox: StreamOutbox;
  /** topic key ('saved:<id>') → unsubscribe */
  topics: Map<string, () => void>;
  closers: (() => void)[];
  closed: boolean;
};

/**
 * The one realtime stream per tab (issue 15; spec §7): member events (notifications, read state, direct
 * messages, the unread badges) keyed by the member, broadcasts looked up once per instance, and the public
 * count topics the tab registers with PUT /api/stream/:id/topics. Every event goes through the client's
 * StreamOutbox (10 per second, counts coalesced).
 */
export class StreamHub {
  private readonly streams = new Map<string, ClientStream>();
  private broadcastSubscription: Promise<() => void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Subscribe a new stream; `open` takes over the response once the subscriptions are in place. */
  async connect(
    member: { userId: string; sessionId: string } | null,
    open: (onClose: () => void) => EventStream,
  ): Promise<void> {
    const stream: ClientStream = {
      id: randomBytes(16).toString('base64url'),
      userId: member?.userId ?? null,
      sessionId: member?.sessionId ?? null,
      outbox: new StreamOutbox(() => undefined),
      topics: new Map(),
      closers: [],
      closed: false,
    };
    let events: EventStream | null = null;
    const early: [string, unknown, string | null][] = [];
    stream.outbox = new StreamOutbox((event, data) => events?.send(event, data));
    const push = (event: string, data: unknown, key: string | null = null) =>
      events ? stream.outbox.push(event, data, key) : early.push([event, data, key]);
    if (member) {
      await this.ensureBroadcasts();
      const { fanout } = this.realtime;
      const userId = member.userId;
      stream.closers.push(
        await fanout.subscribe(notificationChannel, userId, (message) => {
          if (message.event === 'notification') push('notification', message.notification);
          else {
            const ids = message.ids;
            void unreadNotificationCount(this.db, userId)
              .then((unread) => push('notifications-read', { ids, unread }))
              .catch((err: unknown) => this.logger.warn({ err }, 'stream: unread count failed'));
          }
          this.sendUnread(stream);
        }),
        await fanout.subscribe(chatChannel, userId, (message) => {
          push(message.event, message.payload);
          this.sendUnread(stream);
        }),
      );
    }
    try {
      events = open(() => this.disconnect(stream));
    } catch (err) {
      for (const close of stream.closers.splice(0)) close();
      throw err;
    }
    this.streams.set(stream.id, stream);
    events.send('ready', { streamId: stream.id, signedIn: member !== null });
    for (const [event, data, key] of early.splice(0)) stream.outbox.push(event, data, key);
    if (member) this.sendUnread(stream);
  }

  /** Replace the topics of a stream (only its own session may); each new topic sends its value at once. */
  async setTopics(streamId: string, sessionId: string | null, body: StreamTopicsBody): Promise<boolean> {
    const stream = this.streams.get(streamId);
    if (!stream || stream.closed) return false;
    if (stream.sessionId !== null && stream.sessionId !== sessionId) return false;
    const wanted = new Map<string, { kind: TopicKind; id: string }>();
    for (const kind of Object.keys(TOPIC_KINDS) as TopicKind[])
      for (const id of body[TOPIC_KINDS[kind].field]) wanted.set(`${kind}:${id}`, { kind, id });
    for (const [key, unsubscribe] of stream.topics)
      if (!wanted.has(key)) {
        unsubscribe();
        stream.topics.delete(key);
      }
    const added = [...wanted].filter(([key]) => !stream.topics.has(key));
    await Promise.all(added.map(([key, topic]) => this.subscribeTopic(stream, key, topic.kind, topic.id)));
    return true;
  }

  /** Open streams of this instance (tests, health). */
  get size(): number {
    return this.streams.size;
  }

  private async subscribeTopic(stream: ClientStream, key: string, kind: TopicKind, id: string) {
    const topic = TOPIC_KINDS[kind];
    // Messages that arrive while the current value is read wait and follow it, so the client ends on the
    // latest value (see server/realtime StreamRequest.initial).
    let waiting: unknown[] | null = [];
    const send = (message: unknown) => {
      const { event, data } = topic.toEvent(message);
      stream.outbox.push(event, data, key);
    };
    const unsubscribe = await this.realtime.fanout.subscribe(topic.channel, id, (message) =>
      waiting ? waiting.push(message) : send(message),
    );
    if (stream.closed || stream.topics.has(key)) return unsubscribe();
    stream.topics.set(key, unsubscribe);
    try {
      send(await topic.current(this.db, id));
    } catch {
      // An unknown or hidden target has no count: it is dropped quietly, as if never asked for.
      unsubscribe();
      stream.topics.delete(key);
      return;
    }
    for (const message of waiting.splice(0)) send(message);
    waiting = null;
  }

  private sendUnread(stream: ClientStream): void {
    const userId = stream.userId;
    if (!userId || stream.closed) return;
    void Promise.all([unreadNotificationCount(this.db, userId), unreadMessageCount(this.db, userId)])
      .then(([notifications, messages]) =>
        stream.outbox.push('unread', { notifications, messages }, 'unread'),
      )
      .catch((err: unknown) => this.logger.warn({ err }, 'stream: unread counts failed'));
  }

  /** One LISTEN on broadcasts per instance: each announcement is looked up for the members streamed to here. */
  private ensureBroadcasts(): Promise<() => void> {
    this.broadcastSubscription ??= this.realtime.fanout
      .subscribe(broadcastChannel, 'all', ({ broadcastId }) => void this.deliverBroadcast(broadcastId))
      .catch((err: unknown) => {
        this.broadcastSubscription = null;
        throw err;
      });
    return this.broadcastSubscription;
  }

  private async deliverBroadcast(broadcastId: string): Promise<void> {
    const members = new Map<string, ClientStream[]>();
    for (const stream of this.streams.values())
      if (stream.userId) members.set(stream.userId, [...(members.get(stream.userId) ?? []), stream]);
    try {
      const rows = await broadcastNotificationsFor(this.db, broadcastId, [...members.keys()]);
      for (const { userId, notification } of rows)
        for (const stream of members.get(userId) ?? []) {
          stream.outbox.push('notification', notification);
          this.sendUnread(stream);
        }
    } catch (err) {
      this.logger.warn({ err, broadcastId }, 'stream: broadcast lookup failed');
    }
  }

  private disconnect(stream: ClientStream): void {
    stream.closed = true;
    this.streams.delete(stream.id);
    stream.outbox.close();
    for (const close of stream.closers.splice(0)) close();
    for (const unsubscribe of stream.topics.values()) unsubscribe();
    stream.topics.clear();
  }
}
