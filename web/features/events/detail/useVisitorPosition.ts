import { useEffect, useState } from 'react';

export type Position = { lat: number; lng: number };

/**
 * The visitor's position when it is already known: only when the browser has geolocation permission granted
 * (e.g. from 'Mijn locatie' in the event browser). The event page never asks for it on its own.
 */
export const useVisitorPosition = (): Position | null => {
  const [position, setPosition] = useState<Position | null>(null);
  useEffect(() => {
    let cancelled = false;
    if (!('geolocation' in navigator) || !navigator.permissions?.query) return;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (status.state !== 'granted' || cancelled) return;
        navigator.geolocation.getCurrentPosition(
          (p) => {
            if (!cancelled) setPosition({ lat: p.coords.latitude, lng: p.coords.longitude });
          },
          () => undefined,
          { maximumAge: 10 * 60_000, timeout: 10_000 },
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return position;
};
