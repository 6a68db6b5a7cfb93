import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { loadRouteModule, RouteRecovery } from './lazyRoute';
import { loadWithRetry } from './lazyWithRetry';

const Page: ComponentType = () => null;
const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a route whose chunk failed', () => {
  it('resolves the route anyway, to a stand-in, after the retries', async () => {
    const load = vi.fn<() => Promise<{ LandingPage: ComponentType }>>().mockRejectedValue(chunkError());
    const route = loadRouteModule(load, 'LandingPage');
    await vi.advanceTimersByTimeAsync(7_000);
    const module = await route;
    expect(module.Component).not.toBe(Page);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('shows the failure for the whole navigation it happened in, then loads again on the next one', async () => {
    const load = vi.fn<() => Promise<{ Component: ComponentType }>>().mockResolvedValue({ Component: Page });
    const recovery = new RouteRecovery(load, chunkError());
    expect(recovery.next('first')).toEqual({ error: expect.any(TypeError) });
    // React renders a throwing component again before the error page: no download for that.
    expect(recovery.next('first')).toEqual({ error: expect.any(TypeError) });
    expect(load).not.toHaveBeenCalled();
    // 'Probeer opnieuw' navigates again.
    const step = recovery.next('retry');
    expect('wait' in step).toBe(true);
    // Asked again while loading: the same load, not a second one.
    expect(recovery.next('retry')).toEqual(step);
    await vi.advanceTimersByTimeAsync(0);
    expect(recovery.next('retry')).toEqual({ page: Page });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a new attempt that fails after its retries shows the error page again, and can be tried again', async () => {
    const load = vi
      .fn<() => Promise<{ Component: ComponentType }>>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ Component: Page });
    const recovery = new RouteRecovery(() => loadWithRetry(load), chunkError());
    recovery.next('first'); // the first failure
    recovery.next('retry-1'); // a new attempt: 4 downloads, 1 + 2 + 4 s apart
    await vi.advanceTimersByTimeAsync(7_000);
    expect(recovery.next('retry-1')).toEqual({ error: expect.any(TypeError) });
    expect(load).toHaveBeenCalledTimes(4);
    recovery.next('retry-2');
    await vi.advanceTimersByTimeAsync(0);
    expect(recovery.next('retry-2')).toEqual({ page: Page });
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('takes the named page component from the module', async () => {
    const route = await loadRouteModule(async () => ({ AboutPage: Page, other: 1 }), 'AboutPage');
    expect(route.Component).toBe(Page);
  });
});
