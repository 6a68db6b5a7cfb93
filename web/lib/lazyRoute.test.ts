import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { loadRouteModule, RouteRecovery } from './lazyRoute';

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
    const load = vi.fn<() => Promise<{ Component: ComponentType }>>().mockRejectedValue(chunkError());
    const route = loadRouteModule(load);
    await vi.advanceTimersByTimeAsync(7_000);
    const module = await route;
    expect(module.Component).not.toBe(Page);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('shows the failure once, then loads again on the next render and shows the page', async () => {
    const load = vi.fn<() => Promise<{ Component: ComponentType }>>().mockResolvedValue({ Component: Page });
    const recovery = new RouteRecovery(load, chunkError());
    expect(recovery.next()).toEqual({ error: expect.any(TypeError) });
    const step = recovery.next();
    expect('wait' in step).toBe(true);
    // Asked again while loading: the same load, not a second one.
    expect(recovery.next()).toEqual(step);
    await vi.advanceTimersByTimeAsync(0);
    expect(recovery.next()).toEqual({ page: Page });
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
    const recovery = new RouteRecovery(load, chunkError());
    recovery.next(); // the first failure
    recovery.next(); // a new attempt: 4 downloads, 1 + 2 + 4 s apart
    await vi.advanceTimersByTimeAsync(7_000);
    expect(recovery.next()).toEqual({ error: expect.any(TypeError) });
    recovery.next();
    await vi.advanceTimersByTimeAsync(0);
    expect(recovery.next()).toEqual({ page: Page });
    expect(load).toHaveBeenCalledTimes(5);
  });
});
