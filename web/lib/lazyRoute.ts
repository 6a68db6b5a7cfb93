import { createElement, use, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { loadWithRetry } from './lazyWithRetry';

type RouteModule = { Component: ComponentType };

type RecoveryStep = { page: ComponentType } | { error: unknown } | { wait: Promise<void> };

/**
 * The state of one route whose chunk failed. A failure stays on screen for the navigation it happened in (React
 * renders a throwing component again before it shows the error page, and that must not start a download); a
 * new navigation to the route (the error page's 'Probeer opnieuw' re-navigates with new history state) loads
 * the chunk again.
 */
export class RouteRecovery {
  private page: ComponentType | null = null;
  private failure: { error: unknown; navigation: string | null } | null;
  private attempt: Promise<void> | null = null;

  /** `loadPage` is the route's whole load, retries included (loadRouteModule). */
  constructor(
    private readonly loadPage: () => Promise<RouteModule>,
    firstError: unknown,
  ) {
    this.failure = { error: firstError, navigation: null };
  }

  /** What to render in try `navigation` (path and retry count): the page, a failure to throw, or a wait. */
  next(navigation: string): RecoveryStep {
    if (this.page) return { page: this.page };
    if (this.failure) {
      this.failure.navigation ??= navigation;
      if (this.failure.navigation === navigation) return { error: this.failure.error };
      this.failure = null;
    }
    this.attempt ??= this.loadPage().then(
      (module) => {
        this.page = module.Component;
      },
      (error: unknown) => {
        this.failure = { error, navigation };
        this.attempt = null;
      },
    );
    return { wait: this.attempt };
  }
}

/**
 * A route's stand-in after its chunk could not be loaded. React Router keeps the outcome of a route's `lazy`
 * for the router's lifetime, a failure included, so the route instead resolves to this component: it throws the
 * failure to the route's error page, and the next navigation to the route (the error page's retry) loads the
 * chunk again — with the same retries — and then renders the page.
 */
const recoverableRoute = (loadPage: () => Promise<RouteModule>, firstError: unknown): RouteModule => {
  const recovery = new RouteRecovery(loadPage, firstError);
  const RecoverableRoute = () => {
    // The error page's 'Probeer opnieuw' counts its attempts in history state (RouteErrorPage): a new count is
    // a new try; any other render of the same try shows the same failure.
    const { pathname, state } = useLocation();
    const retry = (state as { errorRetry?: number } | null)?.errorRetry ?? 0;
    const step = recovery.next(`${pathname}#${retry}`);
    if ('page' in step) return createElement(step.page);
    if ('error' in step) throw step.error;
    use(step.wait);
    // Settled while suspended: React renders again and takes one of the branches above.
    return null;
  };
  return { Component: RecoverableRoute };
};

/**
 * Loads a route module with the retries and timeout of spec §8/§9 (lazyWithRetry.ts) and takes its page
 * component `name`. Never rejects: when every attempt failed it resolves to a stand-in that shows the route's
 * error page and can still recover.
 */
export const loadRouteModule = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): Promise<RouteModule> => {
  const loadPage = () => loadWithRetry(load).then((module): RouteModule => ({ Component: module[name] }));
  return loadPage().catch((error: unknown) => recoverableRoute(loadPage, error));
};
