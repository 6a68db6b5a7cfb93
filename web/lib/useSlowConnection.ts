import { useHydratedExternalStore } from './useHydrating';
import { type ConnectionInfo, isSlowConnection } from './connection';

type NetworkInformation = ConnectionInfo & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

const connectionOf = (): NetworkInformation | null =>
  typeof navigator === 'undefined'
    ? null
    : ((navigator as Navigator & { connection?: NetworkInformation }).connection ?? null);

/**
 * True on a slow connection (spec §4: slow-2g, 2g, 3g) or with the browser's data saver on; follows changes
 * (a train into a tunnel). The server's render and the hydration assume fast: nothing is dropped before the
 * browser can tell.
 */
export const useSlowConnection = (): boolean =>
  useHydratedExternalStore(
    (onChange) => {
      const connection = connectionOf();
      connection?.addEventListener('change', onChange);
      return () => connection?.removeEventListener('change', onChange);
    },
    () => isSlowConnection(connectionOf()),
    () => false,
  );
