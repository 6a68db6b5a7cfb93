import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPONENT_LOAD_TIMEOUT,
  LAZY_LOAD,
  failedModuleUrl,
  lazyRetryDelay,
  loadWithRetry,
} from './lazyWithRetry';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/EventsPage-x.js');

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('lazy route chunks (spec §8/§9)', () => {
  it('uses 3 retries, a 1 s base delay that grows, and a 30 s timeout', () => {
    expect(LAZY_LOAD).toEqual({ retries: 3, baseDelayMs: 1_000, timeoutMs: 30_000 });
    expect([0, 1, 2].map((n) => lazyRetryDelay(n))).toEqual([1_000, 2_000, 4_000]);
  });

  it('retries a failed download after 1 s, 2 s and 4 s, and succeeds when the chunk comes back', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce('module');
    const result = loadWithRetry(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('module');
  });

  it('gives up after the third retry with the last error', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(chunkError());
    const result = loadWithRetry(load);
    const outcome = expect(result).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    await outcome;
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("ends an attempt that hangs with 'Component load timeout' after 30 s, then retries", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce('module');
    const result = loadWithRetry(load);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(console.warn).toHaveBeenCalledWith(
      'Chunk load failed, retry 1 of 3',
      expect.objectContaining({ message: COMPONENT_LOAD_TIMEOUT }),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe('module');
  });

  it("fails with 'Component load timeout' when every attempt hangs", async () => {
    const load = vi.fn<() => Promise<string>>().mockReturnValue(new Promise(() => undefined));
    const result = loadWithRetry(load);
    const outcome = expect(result).rejects.toThrow(COMPONENT_LOAD_TIMEOUT);
    await vi.advanceTimersByTimeAsync(4 * 30_000 + 1_000 + 2_000 + 4_000);
    await outcome;
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('retries a download the browser remembers as failed under a fresh address of the same module', async () => {
    const url = 'http://127.0.0.1:3000/assets/AboutPage-Ab_1.js';
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValue(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    const importModule = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError(`Failed to fetch dynamically imported module: ${url}?retry=x-1`))
      .mockResolvedValueOnce('module');
    const result = loadWithRetry(load, LAZY_LOAD, importModule);
    await vi.advanceTimersByTimeAsync(1_000 + 2_000);
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
    expect(importModule.mock.calls).toEqual([[url], [url]]);
  });
});

describe('failedModuleUrl', () => {
  it('reads the module address from Chromium and Firefox messages, not from other errors', () => {
    const url = 'https://kring.example/assets/EventsPage-x9.js';
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
    expect(
      failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}?retry=a-2`)),
    ).toBe(url);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl(new Error(COMPONENT_LOAD_TIMEOUT))).toBeNull();
    expect(failedModuleUrl(chunkError())).toBeNull();
  });
});
