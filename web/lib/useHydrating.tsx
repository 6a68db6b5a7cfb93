import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const HydratingContext = createContext(false);

type HydrationProviderProps = {
  /** True on the server and in the browser's render of a server-rendered page; false for a client render. */
  hydrating: boolean;
  children: ReactNode;
};

/**
 * Tells the tree whether React is still hydrating the server's HTML (useHydrating). Once hydration has committed,
 * the flag turns false in a transition, so the render with what only the browser knows (the session, the viewport,
 * the cookie choice) is time-sliced like the hydration itself. The obvious alternative, a useSyncExternalStore whose
 * server snapshot differs from the browser's, makes React re-render every reader synchronously right after
 * hydration (a store update is always urgent): with the session read by the root layout that was the whole page in
 * one long task (Lighthouse TBT, issue 17).
 */
export const HydrationProvider = ({ hydrating: initial, children }: HydrationProviderProps) => {
  const [hydrating, setHydrating] = useState(initial);
  useEffect(() => {
    if (!hydrating) return;
    startTransition(() => setHydrating(false));
  }, [hydrating]);
  return <HydratingContext value={hydrating}>{children}</HydratingContext>;
};

const noSubscription = () => () => {};
const serverSnapshot = () => true;

/**
 * True while React hydrates the server's HTML (and on the server), false in every later render. A part of a
 * server-rendered page renders what the server rendered until then, which keeps the hydration exact; it renders
 * again with the live value right after, in a transition (HydrationProvider).
 *
 * The flag of the provider alone is not enough: a part behind a Suspense boundary (a lazy chunk) can hydrate after
 * the provider has turned false. React reads the server snapshot for every fiber it hydrates, so such a part still
 * starts with true; the browser snapshot is the provider's flag, which equals the server snapshot during the main
 * hydration (so React has nothing to redo) and differs only for those late parts, which React then renders again
 * on their own.
 */
export const useHydrating = (): boolean => {
  const scope = useContext(HydratingContext);
  return useSyncExternalStore(noSubscription, () => scope, serverSnapshot);
};

/**
 * useSyncExternalStore for a value the server cannot know: the server's snapshot while the page hydrates, the live
 * one from the transition that ends hydration, and every change after that. Reading the live snapshot during
 * hydration would make React redo the reader synchronously (see HydrationProvider).
 */
export const useHydratedExternalStore = <T,>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T => {
  const hydrating = useHydrating();
  return useSyncExternalStore(subscribe, hydrating ? getServerSnapshot : getSnapshot, getServerSnapshot);
};
