import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while React hydrates the server's HTML (and on the server), false in every later render. A part of a
 * server-rendered page can hydrate late (its Suspense boundary waits for a lazy chunk), after the browser already
 * knows things the server did not, such as the session; rendering what the server rendered until then keeps the
 * hydration exact, and React renders again with the live value right after.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
