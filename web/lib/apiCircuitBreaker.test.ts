import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError } from './api';
import { resetBreakers } from './apiBreakers';
import { classifyError } from './retryPolicy';

const json = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  resetBreakers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('API calls through their circuit breaker', () => {
  it('fails fast after 5 failed reads (database kind) until 30 s have passed, then recovers on one trial', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    for (let i = 0; i < 5; i += 1) {
      expect((await caught(apiFetch('/api/events'))).code).toBe('network');
    }
    expect(fetchMock).toHaveBeenCalledTimes(5);

    const refused = await caught(apiFetch('/api/events', { query: { page: 2 } }));
    expect(refused.code).toBe('circuit_open');
    expect(refused.message).toBe('Circuit breaker database:events is OPEN. Retry in 30s');
    expect(fetchMock).toHaveBeenCalledTimes(5); // no request went out
    // An open breaker is not retried by the queries (the notice offers a retry).
    expect(classifyError(refused)).toBe('none');
    // Another area is not affected.
    fetchMock.mockResolvedValueOnce(json(200, { items: [] }));
    await expect(apiFetch('/api/forum/topics')).resolves.toEqual({ items: [] });

    vi.advanceTimersByTime(20_000);
    expect((await caught(apiFetch('/api/events'))).message).toBe(
      'Circuit breaker database:events is OPEN. Retry in 10s',
    );

    vi.advanceTimersByTime(10_000);
    fetchMock.mockImplementation(async () => json(200, { items: [1] }));
    await expect(apiFetch('/api/events')).resolves.toEqual({ items: [1] });
    await expect(apiFetch('/api/events')).resolves.toEqual({ items: [1] });
  });

  it('counts 5xx answers as failures but not 4xx ones', async () => {
    fetchMock.mockImplementation(async () =>
      json(404, { error: { code: 'not_found', message: 'Niet gevonden' } }),
    );
    for (let i = 0; i < 10; i += 1) expect((await caught(apiFetch('/api/events/x'))).code).toBe('not_found');

    fetchMock.mockImplementation(async () =>
      json(503, { error: { code: 'unavailable', message: 'Even niet' } }),
    );
    for (let i = 0; i < 3; i += 1) {
      expect((await caught(apiFetch('/api/forum/topics', { method: 'POST', body: {} }))).status).toBe(503);
    }
    // rpc: 3 failures open it for 45 s.
    expect((await caught(apiFetch('/api/forum/topics', { method: 'POST', body: {} }))).message).toBe(
      'Circuit breaker rpc:forum is OPEN. Retry in 45s',
    );
  });

  it('does not count a call the caller cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    for (let i = 0; i < 6; i += 1) {
      await expect(apiFetch('/api/events', { signal: controller.signal })).rejects.toThrow('aborted');
    }
    fetchMock.mockImplementation(async () => json(200, []));
    await expect(apiFetch('/api/events')).resolves.toEqual([]);
  });
});
