import { useEffect, useState } from 'react';

/**
 * A count kept live by a Server-Sent-Events stream (saved counts, follower counts): listens for `event` on
 * `url` and reads `field` from each message. EventSource reconnects by itself after a drop (the server asks
 * for 1 s). Null until the first message, so the caller shows the count it already has.
 */
export const useLiveCount = (url: string | undefined, event: string, field: string): number | null => {
  const [live, setLive] = useState<{ url: string; count: number } | null>(null);
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const handleCount = (message: MessageEvent<string>) => {
      try {
        const value = (JSON.parse(message.data) as Record<string, unknown>)[field];
        if (typeof value === 'number') setLive({ url, count: value });
      } catch {
        // A malformed frame changes nothing; the next one will.
      }
    };
    source.addEventListener(event, handleCount);
    return () => {
      source.removeEventListener(event, handleCount);
      source.close();
    };
  }, [url, event, field]);
  return live && live.url === url ? live.count : null;
};
