import { describe, expect, it } from 'vitest';
import { LATENCY_BUCKETS, Metrics, countingReporter, p95FromBuckets } from './metrics';

describe('in-process metrics', () => {
  it('takes the p95 from cumulative buckets, interpolated inside its bucket', () => {
    const empty = new Array<number>(LATENCY_BUCKETS.length + 1).fill(0);
    expect(p95FromBuckets(empty)).toBeNull();
    // 100 requests, all between 10 and 25 ms: p95 is 95 % of the way through that bucket.
    const buckets = [0, 0, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100];
    expect(p95FromBuckets(buckets)).toBeCloseTo(24.3, 1);
    // Everything over 10 s: all we can say is "10 s or more".
    const slow = [...empty.slice(0, -1), 5];
    expect(p95FromBuckets(slow)).toBe(10_000);
  });

  it('snapshots the requests since the previous snapshot, per route pattern', async () => {
    const metrics = new Metrics();
    metrics.observeRequest('GET', '/api/events/:id', 200, 12);
    metrics.observeRequest('GET', '/api/events/:id', 500, 40);
    metrics.observeRequest('GET', undefined, 404, 1);
    const first = await metrics.snapshot();
    const events = first.routes.find((r) => r.route === '/api/events/:id');
    expect(events).toMatchObject({ method: 'GET', count: 2, errors: 1 });
    expect(events?.buckets.at(-1)).toBe(2);
    // 12 ms and 40 ms land in their own buckets (≤ 25 ms, ≤ 50 ms), so the p95 lies between them.
    expect(events?.buckets.slice(0, 4)).toEqual([0, 0, 1, 2]);
    expect(p95FromBuckets(events?.buckets ?? [])).toBeCloseTo(47.5, 1);
    expect(first.routes.find((r) => r.route === '(geen route)')?.count).toBe(1);

    metrics.observeRequest('GET', '/api/events/:id', 200, 3);
    const second = await metrics.snapshot();
    expect(second.routes).toEqual([
      expect.objectContaining({ route: '/api/events/:id', count: 1, errors: 0 }),
    ]);
  });

  it('counts every capture of the wrapped reporter, once, by source', () => {
    const metrics = new Metrics();
    const seen: unknown[] = [];
    const inner = { name: 'log', capture: (err: unknown) => void seen.push(err) };
    const reporter = countingReporter(inner, metrics);
    // Wrapping again (main.ts wraps, buildApp wraps what it gets) does not count twice.
    const again = countingReporter(reporter, metrics);
    again.capture(new Error('een'));
    reporter.capture(new Error('twee'));
    countingReporter(inner, metrics, 'web').capture(new Error('drie'));
    expect(seen).toHaveLength(3);
    expect(metrics.errorsBySource()).toEqual({ server: 2, web: 1 });
    expect(metrics.errorCount()).toBe(3);
  });
});
