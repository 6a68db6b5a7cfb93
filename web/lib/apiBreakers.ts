import { CircuitBreaker, type BreakerConfig, type BreakerState } from './circuitBreaker';

/**
 * The kinds of spec §9 and which of our calls they cover:
 * - `auth`: /api/auth/* (sign-in, session, sign-out: better-auth);
 * - `database`: every other GET under /api/ (reads of lists and pages, answered from the database);
 * - `rpc`: every other POST/PUT/PATCH/DELETE under /api/ (actions and writes);
 * - `default`: anything outside /api/.
 */
export type BreakerKind = 'auth' | 'database' | 'rpc' | 'default';

/** Spec §9 'threshold/reset/window': auth 3/60 s/5 min, database 5/30 s/3 min, rpc 3/45 s/4 min, default 3/30 s/2 min. */
export const BREAKER_CONFIGS: Record<BreakerKind, BreakerConfig> = {
  auth: { failureThreshold: 3, resetTimeoutMs: 60_000, windowMs: 5 * 60_000 },
  database: { failureThreshold: 5, resetTimeoutMs: 30_000, windowMs: 3 * 60_000 },
  rpc: { failureThreshold: 3, resetTimeoutMs: 45_000, windowMs: 4 * 60_000 },
  default: { failureThreshold: 3, resetTimeoutMs: 30_000, windowMs: 2 * 60_000 },
};

const pathOf = (url: string): string => url.split(/[?#]/, 1)[0] ?? '';

export const breakerKindOf = (method: string, url: string): BreakerKind => {
  const path = pathOf(url);
  if (path === '/api/auth' || path.startsWith('/api/auth/')) return 'auth';
  if (!path.startsWith('/api/')) return 'default';
  return method.toUpperCase() === 'GET' ? 'database' : 'rpc';
};

/**
 * One breaker per kind and API area (the first segment after /api/: `database:events`, `rpc:forum`, `auth`),
 * so a failing events API does not block the forum, and reads keep working while writes are failing.
 */
export const breakerNameOf = (method: string, url: string): string => {
  const kind = breakerKindOf(method, url);
  if (kind === 'auth' || kind === 'default') return kind;
  const area = pathOf(url).split('/')[2] || 'root';
  return `${kind}:${area}`;
};

const breakers = new Map<string, CircuitBreaker>();

// Logged for developers and for Sentry's breadcrumbs; users see the code's own text (errors:circuit_open).
const logStateChange = (breaker: CircuitBreaker, state: BreakerState): void => {
  console.warn(`Circuit breaker ${breaker.name} is ${state.toUpperCase()}`);
};

/** The breaker that guards this call (created on first use). */
export const breakerFor = (method: string, url: string): CircuitBreaker => {
  const name = breakerNameOf(method, url);
  let breaker = breakers.get(name);
  if (!breaker) {
    breaker = new CircuitBreaker(name, BREAKER_CONFIGS[breakerKindOf(method, url)], {
      onStateChange: logStateChange,
    });
    breakers.set(name, breaker);
  }
  return breaker;
};

/** Forgets every breaker (tests). */
export const resetBreakers = (): void => breakers.clear();
