import { useEffect, useState } from 'react';

/**
 * The event's saved count, live: subscribes to GET /api/events/:id/saved-count/stream (Server-Sent Events).
 * EventSource reconnects by itself after a drop (the server asks for 1 s). Null until the first message, so
 * the caller shows the count it already has.
 */
export const useSavedCountStream = (eventId: string | undefined): number | null => {
  const [live, setLive] = useState<{ eventId: string; count: number } | null>(null);
  useEffect(() => {
    if (!eventId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events/${eventId}/saved-count/stream`);
    const handleCount = (event: MessageEvent<string>) => {
      try {
        const data = JSON.parse(event.data) as { eventId: string; savedCount: number };
        if (data.eventId === eventId) setLive({ eventId, count: data.savedCount });
      } catch {
        // A malformed frame changes nothing; the next one will.
      }
    };
    source.addEventListener('saved-count', handleCount);
    return () => {
      source.removeEventListener('saved-count', handleCount);
      source.close();
    };
  }, [eventId]);
  return live && live.eventId === eventId ? live.count : null;
};
