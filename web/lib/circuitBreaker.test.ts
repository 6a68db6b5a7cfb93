import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAKER_CONFIGS, breakerFor, breakerKindOf, breakerNameOf, resetBreakers } from './apiBreakers';
import { CircuitBreaker, circuitOpenMessage, type BreakerState } from './circuitBreaker';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** A breaker on the fake clock, with the states it went through. */
const makeBreaker = (kind: keyof typeof BREAKER_CONFIGS) => {
  const states: BreakerState[] = [];
  const breaker = new CircuitBreaker(kind, BREAKER_CONFIGS[kind], {
    onStateChange: (_b, state) => states.push(state),
  });
  return { breaker, states };
};

const failTimes = (breaker: CircuitBreaker, n: number, gapMs = 0) => {
  for (let i = 0; i < n; i += 1) {
    expect(breaker.acquire().ok).toBe(true);
    breaker.fail();
    if (gapMs) vi.advanceTimersByTime(gapMs);
  }
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the circuit breaker of spec §4/§9', () => {
  it.each([
    ['auth', 3, 60 * SECOND, 5 * MINUTE],
    ['database', 5, 30 * SECOND, 3 * MINUTE],
    ['rpc', 3, 45 * SECOND, 4 * MINUTE],
    ['default', 3, 30 * SECOND, 2 * MINUTE],
  ] as const)(
    '%s: opens on failure %i, stays open %i ms, counts failures over %i ms',
    (kind, threshold, reset, windowMs) => {
      expect(BREAKER_CONFIGS[kind]).toEqual({ failureThreshold: threshold, resetTimeoutMs: reset, windowMs });
      const { breaker, states } = makeBreaker(kind);

      failTimes(breaker, threshold - 1);
      expect(breaker.state).toBe('closed');
      failTimes(breaker, 1);
      expect(breaker.state).toBe('open');

      // Open: refused at once, with the time left.
      vi.advanceTimersByTime(reset - 1);
      expect(breaker.acquire()).toEqual({ ok: false, retryInMs: 1 });
      expect(breaker.state).toBe('open');

      // After the reset time: half-open, one trial call; its success closes the breaker.
      vi.advanceTimersByTime(1);
      expect(breaker.state).toBe('half-open');
      expect(breaker.acquire()).toEqual({ ok: true, trial: true });
      breaker.succeed();
      expect(breaker.state).toBe('closed');
      expect(states).toEqual(['open', 'half-open', 'closed']);
    },
  );

  it('forgets failures older than the window', () => {
    const { breaker } = makeBreaker('default'); // 3 failures within 2 minutes
    failTimes(breaker, 2);
    vi.advanceTimersByTime(2 * MINUTE);
    failTimes(breaker, 2, 10 * SECOND);
    expect(breaker.state).toBe('closed');
    failTimes(breaker, 1);
    expect(breaker.state).toBe('open');
  });

  it('lets exactly one trial through when half-open, and a failed trial opens it for a full reset time', () => {
    const { breaker, states } = makeBreaker('rpc');
    failTimes(breaker, 3);
    vi.advanceTimersByTime(45 * SECOND);

    expect(breaker.acquire()).toEqual({ ok: true, trial: true });
    // Others wait while the trial runs.
    expect(breaker.acquire()).toEqual({ ok: false, retryInMs: 0 });
    breaker.fail();
    expect(breaker.state).toBe('open');
    expect(breaker.retryInMs()).toBe(45 * SECOND);
    expect(states).toEqual(['open', 'half-open', 'open']);

    vi.advanceTimersByTime(45 * SECOND);
    expect(breaker.acquire().ok).toBe(true);
    breaker.succeed();
    expect(breaker.state).toBe('closed');
  });

  it('frees the trial of a call the caller cancelled, without a verdict', () => {
    const { breaker } = makeBreaker('default');
    failTimes(breaker, 3);
    vi.advanceTimersByTime(30 * SECOND);
    expect(breaker.acquire()).toEqual({ ok: true, trial: true });
    breaker.release();
    expect(breaker.state).toBe('half-open');
    expect(breaker.acquire()).toEqual({ ok: true, trial: true });
  });

  it('ignores the late answers of calls that started before it opened', () => {
    const { breaker } = makeBreaker('default');
    failTimes(breaker, 3);
    breaker.succeed();
    breaker.fail();
    expect(breaker.state).toBe('open');
    expect(breaker.retryInMs()).toBe(30 * SECOND);
  });

  it('words the refusal as spec §8, in whole seconds rounded up', () => {
    expect(circuitOpenMessage('database:events', 29_001)).toBe(
      'Circuit breaker database:events is OPEN. Retry in 30s',
    );
    expect(circuitOpenMessage('auth', 0)).toBe('Circuit breaker auth is OPEN. Retry in 1s');
  });
});

describe('which breaker guards a call', () => {
  afterEach(resetBreakers);

  it('sorts calls into the kinds of spec §9', () => {
    expect(breakerKindOf('POST', '/api/auth/sign-in')).toBe('auth');
    expect(breakerKindOf('GET', '/api/events?page=2')).toBe('database');
    expect(breakerKindOf('PUT', '/api/dashboard/events/1')).toBe('rpc');
    expect(breakerKindOf('GET', '/locales/nl/common.json')).toBe('default');
  });

  it('keeps one breaker per kind and API area', () => {
    expect(breakerNameOf('GET', '/api/events/abc')).toBe('database:events');
    expect(breakerNameOf('DELETE', '/api/forum/topics/1')).toBe('rpc:forum');
    expect(breakerNameOf('POST', '/api/auth/sign-out')).toBe('auth');
    expect(breakerFor('GET', '/api/events')).toBe(breakerFor('GET', '/api/events/markers?x=1'));
    expect(breakerFor('GET', '/api/events')).not.toBe(breakerFor('GET', '/api/forum/topics'));
  });
});
