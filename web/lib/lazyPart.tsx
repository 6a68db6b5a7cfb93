import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { whenAppReady } from './appReady';
import { ErrorBoundary } from './ErrorBoundary';
import { useHydrating } from './useHydrating';

export type LazyPartProps<P> = P & { fallback: ReactNode };

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
 * already loaded (the menus on the next page) renders it at once.
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
    if (!Part) return fallback;
    return (
      <ErrorBoundary fallback={fallback}>
        <Part {...(props as P)} />
      </ErrorBoundary>
    );
  };
  return LazyPart;
};
