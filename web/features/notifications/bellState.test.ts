import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { bellErrorKey, bellStateOf } from './bellState';
import { bellRetry } from './queries';

const base = { signedIn: true, streamDown: false, isPending: false, isError: false };

describe('bell states (spec §4) and errors (spec §8)', () => {
  it('is unavailable signed out or without a stream, loading, error or ready otherwise', () => {
    expect(bellStateOf({ ...base, signedIn: false })).toBe('unavailable');
    expect(bellStateOf({ ...base, isPending: true })).toBe('loading');
    expect(bellStateOf({ ...base, isError: true })).toBe('error');
    expect(bellStateOf({ ...base, streamDown: true })).toBe('unavailable');
    expect(bellStateOf(base)).toBe('ready');
  });

  it('names a timeout, a server failure and anything else with the spec texts', () => {
    expect(bellErrorKey(new ApiError({ code: 'timeout', message: '', status: 0 }))).toBe('timeout');
    expect(bellErrorKey(new ApiError({ code: 'internal', message: '', status: 503 }))).toBe('service');
    expect(bellErrorKey(new ApiError({ code: 'network', message: '', status: 0 }))).toBe('failed');
  });

  it('retries once, never after a timeout', () => {
    const timeout = new ApiError({ code: 'timeout', message: '', status: 0 });
    const other = new ApiError({ code: 'network', message: '', status: 0 });
    expect(bellRetry(0, timeout)).toBe(false);
    expect(bellRetry(0, other)).toBe(true);
    expect(bellRetry(1, other)).toBe(false);
  });
});
