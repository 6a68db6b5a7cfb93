import { createElement, use, type ComponentType } from 'react';
import { loadWithRetry } from './lazyWithRetry';

type RouteModule = { Component: ComponentType };

type RecoveryStep = { page: ComponentType } | { error: unknown } | { wait: Promise<void> };

/** The state of one route whose chunk failed: the failure to show once, then a new load per attempt. */
export class RouteRecovery {
  private page: ComponentType | null = null;
  private failure: { error: unknown } | null;
  private attempt: Promise<void> | null = null;

  constructor(
    private readonly load: () => Promise<RouteModule>,
    firstError: unknown,
  ) {
    this.failure = { error: firstError };
  }

  /** What to render now: the loaded page, a failure to throw (each failure once), or a load to wait for. */
  next(): RecoveryStep {
    if (this.page) return { page: this.page };
    if (this.failure) {
      const { error } = this.failure;
      this.failure = null;
      return { error };
    }
    this.attempt ??= loadWithRetry(this.load).then(
      (module) => {
        this.page = module.Component;
      },
      (error: unknown) => {
        this.failure = { error };
        this.attempt = null;
      },
    );
    return { wait: this.attempt };
  }
}

/**
 * A route's stand-in after its chunk could not be loaded. React Router keeps the outcome of a route's `lazy`
 * for the router's lifetime, a failure included, so the route instead resolves to this component: it throws the
 * failure to the route's error page once, and every later render (the error page's 'Probeer opnieuw' navigates
 * to the same URL) loads the chunk again — with the same retries — and then renders the page.
 */
const recoverableRoute = (load: () => Promise<RouteModule>, firstError: unknown): RouteModule => {
  const recovery = new RouteRecovery(load, firstError);
  const RecoverableRoute = () => {
    const step = recovery.next();
    if ('page' in step) return createElement(step.page);
    if ('error' in step) throw step.error;
    use(step.wait);
    // Settled while suspended: React renders again and takes one of the branches above.
    return null;
  };
  return { Component: RecoverableRoute };
};

/**
 * Loads a route module with the retries and timeout of spec §8/§9 (lazyWithRetry.ts). Never rejects: when every
 * attempt failed it resolves to a stand-in that shows the route's error page and can still recover.
 */
export const loadRouteModule = (load: () => Promise<RouteModule>): Promise<RouteModule> =>
  loadWithRetry(load).catch((error: unknown) => recoverableRoute(load, error));
