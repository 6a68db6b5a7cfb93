/** Spec §4: closed → open (threshold failures within the window) → half-open (after the reset time) → closed. */
export type BreakerState = 'closed' | 'open' | 'half-open';

/** Spec §9 'threshold/reset/window': failures that open it, time it stays open, window the failures count in. */
export type BreakerConfig = { failureThreshold: number; resetTimeoutMs: number; windowMs: number };

/** Permission for one call: `trial` marks the single call a half-open breaker lets through. */
export type BreakerPermit = { ok: true; trial: boolean } | { ok: false; retryInMs: number };

/** The internal text of spec §8 for a call refused by an open breaker (logged, never shown as is). */
export const circuitOpenMessage = (name: string, retryInMs: number): string =>
  `Circuit breaker ${name} is OPEN. Retry in ${Math.max(1, Math.ceil(retryInMs / 1000))}s`;

type BreakerOptions = {
  /** The clock; tests pass a fake one (vi.useFakeTimers moves Date.now too). */
  now?: () => number;
  /** Called on every change of state (the registry logs it). */
  onStateChange?: (breaker: CircuitBreaker, state: BreakerState) => void;
};

/**
 * One circuit breaker. The caller asks `acquire()` before a call and reports its outcome with `succeed()`,
 * `fail()` or — for a call that ended without a verdict (cancelled by the caller) — `release()`. Open turns
 * into half-open lazily, when the reset time has passed and someone asks; half-open lets exactly one trial
 * call through and refuses the rest until that trial ends.
 */
export class CircuitBreaker {
  private failures: number[] = [];
  private openedAt = 0;
  private current: BreakerState = 'closed';
  private trialInFlight = false;
  private readonly now: () => number;
  private readonly onStateChange: BreakerOptions['onStateChange'];

  constructor(
    readonly name: string,
    readonly config: BreakerConfig,
    options: BreakerOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.onStateChange = options.onStateChange;
  }

  get state(): BreakerState {
    if (this.current === 'open' && this.now() - this.openedAt >= this.config.resetTimeoutMs) {
      this.moveTo('half-open');
    }
    return this.current;
  }

  /** Milliseconds until an open breaker lets a trial through (0 when it is not open). */
  retryInMs(): number {
    if (this.state !== 'open') return 0;
    return this.openedAt + this.config.resetTimeoutMs - this.now();
  }

  acquire(): BreakerPermit {
    const state = this.state;
    if (state === 'closed') return { ok: true, trial: false };
    if (state === 'half-open' && !this.trialInFlight) {
      this.trialInFlight = true;
      return { ok: true, trial: true };
    }
    // Open, or half-open with its one trial still running.
    return { ok: false, retryInMs: state === 'open' ? this.retryInMs() : 0 };
  }

  succeed(): void {
    if (this.current === 'half-open') {
      this.trialInFlight = false;
      this.failures = [];
      this.moveTo('closed');
    }
  }

  fail(): void {
    const now = this.now();
    if (this.current === 'half-open') {
      // The trial failed: open again for a full reset time.
      this.trialInFlight = false;
      this.open(now);
      return;
    }
    if (this.current === 'open') return; // a call that started before it opened
    this.failures = this.failures.filter((at) => now - at < this.config.windowMs);
    this.failures.push(now);
    if (this.failures.length >= this.config.failureThreshold) this.open(now);
  }

  /** A call ended without telling anything about the server (the caller cancelled it). */
  release(): void {
    if (this.current === 'half-open') this.trialInFlight = false;
  }

  private open(now: number): void {
    this.openedAt = now;
    this.failures = [];
    this.moveTo('open');
  }

  private moveTo(state: BreakerState): void {
    if (this.current === state) return;
    this.current = state;
    this.onStateChange?.(this, state);
  }
}
