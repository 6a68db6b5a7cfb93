import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { whenAppReady } from './appReady';
import { ErrorBoundary } from './ErrorBoundary';
import { useHydrating } from './useHydrating';

/**
 * The stand-in, or a function that renders it with `press`: a stand-in that looks like the part's button calls it
 * when pressed, and the part then starts open (its `defaultOpen`), so a press while the chunk loads is not lost.
 */
export type LazyPartFallback = ReactNode | ((press: () => void) => ReactNode);

export type LazyPartProps<P> = P & { fallback: LazyPartFallback };

/**
 * A lazily loaded part that shows `fallback` until its chunk has arrived, without Suspense: for parts that appear
 * after the page has hydrated (the header's menus once a wide screen is known, the user menu and the bell once the
 * session is). When a Suspense boundary shows its fallback, React holds back the commits that reveal suspended
 * content for up to 300 ms after it (its fallback throttle), and the end of the page's own hydration is one of
 * them: with the menus behind `lazy` and LazyBoundary, a desktop page answered ≈ 300 ms later than at 390 px
 * (bench/RESULTS.md, 2026-11-29 late evening). Like LazyBoundary, a chunk that cannot be loaded and a part that
 * fails to render leave the fallback, so they cost that one part; the next mount tries the chunk again.
 *
 * The chunk is asked for once the page is ready (web/lib/appReady.ts), not while it hydrates: loading and
 * rendering the menus in between held back the end of a wide page's hydration by 100–200 ms (the landing page,
 * the event browser). The fallback is what the server renders and what hydration sees; a later mount of a part
 * already loaded (the menus on the next page) renders it at once. A part whose stand-in can be pressed (the bell,
 * the menus' triggers) takes `defaultOpen`: pressed before the chunk came, it opens when it comes (on a slow
 * connection that can be seconds).
 */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = (): Promise<ComponentType<P>> => {
    loading ??= whenAppReady()
      .then(load)
      .then(
        (component) => (loaded = component),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
    return loading;
  };

  const LazyPart = ({ fallback, ...props }: LazyPartProps<P>) => {
    const hydrating = useHydrating();
    const [Part, setPart] = useState<ComponentType<P> | null>(() => (hydrating ? null : loaded));
    const [pressed, setPressed] = useState(false);
    useEffect(() => {
      if (Part) return;
      if (loaded) {
        setPart(() => loaded);
        return;
      }
      let mounted = true;
      start().then(
        (component) => {
          if (mounted) setPart(() => component);
        },
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [Part]);
    const standIn = typeof fallback === 'function' ? fallback(() => setPressed(true)) : fallback;
    if (!Part) return standIn;
    return (
      <ErrorBoundary fallback={standIn}>
        <Part {...(props as P)} {...((pressed ? { defaultOpen: true } : {}) as Partial<P>)} />
      </ErrorBoundary>
    );
  };
  return LazyPart;
};
