import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { StreamEventName } from '@core/domain/notifications';
import { apiFetch } from '@web/lib/api';
import { type ConnectionState, RealtimeClient, type TopicKind } from './client';

let client: RealtimeClient | null = null;

/** The tab's one realtime client (created on first use; the browser's EventSource, the topics PUT). */
export const realtimeClient = (): RealtimeClient => {
  client ??= new RealtimeClient({
    openSource: (url) => new EventSource(url, { withCredentials: true }),
    sendTopics: async (streamId, topics) => {
      await apiFetch(`/api/stream/${encodeURIComponent(streamId)}/topics`, { method: 'PUT', body: topics });
    },
  });
  return client;
};

const noop = () => undefined;

/** The connection state (for the 'Verbindingsprobleem' notice and the bell). */
export const useRealtimeState = (): ConnectionState => {
  const c = realtimeClient();
  return useSyncExternalStore(
    (listener) => c.onStateChange(listener),
    () => c.state,
    () => 'idle' as const,
  );
};

/** Run `handler` for every event of this name while mounted (the latest handler, without re-subscribing). */
export const useRealtimeEvent = <T>(name: StreamEventName, handler: (data: T) => void, enabled = true) => {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return noop;
    return realtimeClient().on(name, (data) => latest.current(data as T));
  }, [name, enabled]);
};

/** A count kept live by one topic of the stream; null until the first value, so callers show what they have. */
const useLiveTopicCount = (
  kind: TopicKind,
  event: StreamEventName,
  id: string | undefined,
  match: (data: Record<string, unknown>, id: string) => boolean,
): number | null => {
  const [live, setLive] = useState<{ id: string; count: number } | null>(null);
  useEffect(() => {
    if (!id || typeof EventSource === 'undefined') return noop;
    const c = realtimeClient();
    const off = c.on(event, (data) => {
      const d = data as Record<string, unknown>;
      if (match(d, id) && typeof d.count === 'number') setLive({ id, count: d.count });
    });
    const release = c.addTopic(kind, id);
    return () => {
      off();
      release();
    };
    // `match` is a module constant per hook below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, event, id]);
  return live && live.id === id ? live.count : null;
};

const byEventId = (d: Record<string, unknown>, id: string) => d.eventId === id;
const byUserId = (d: Record<string, unknown>, id: string) => d.userId === id;
const venueId = (d: Record<string, unknown>, id: string) => d.kind === 'venue' && d.id === id;
const professionalId = (d: Record<string, unknown>, id: string) => d.kind === 'professional' && d.id === id;

/** An event's saved count, live (topic savedCounts); null until the first value. */
export const useLiveSavedCount = (eventId: string | undefined): number | null =>
  useLiveTopicCount('savedCounts', 'saved-count', eventId, byEventId);

/** A venue's or professional's saved count, live; null until the first value. */
export const useLiveProfileSavedCount = (
  kind: 'venue' | 'professional',
  id: string | undefined,
): number | null =>
  useLiveTopicCount(
    kind === 'venue' ? 'venueSavedCounts' : 'professionalSavedCounts',
    'profile-saved-count',
    id,
    kind === 'venue' ? venueId : professionalId,
  );

/** A user's follower count, live (topic followers); null until the first value. */
export const useLiveFollowerCount = (userId: string | undefined): number | null =>
  useLiveTopicCount('followers', 'followers', userId, byUserId);
