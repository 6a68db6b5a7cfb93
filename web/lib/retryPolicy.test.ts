import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { classifyError, queryRetryDelay, shouldRetryQuery } from './retryPolicy';

const apiError = (status: number, code = 'x', message = 'm') => new ApiError({ status, code, message });

describe('query retry policy (spec §9)', () => {
  it('classifies errors by status and code', () => {
    expect(classifyError(apiError(401, 'session_expired'))).toBe('auth');
    expect(classifyError(apiError(401))).toBe('unauthorized');
    expect(classifyError(apiError(403))).toBe('unauthorized');
    expect(classifyError(apiError(400))).toBe('client');
    expect(classifyError(apiError(406))).toBe('client');
    expect(classifyError(apiError(0, 'network'))).toBe('client');
    expect(classifyError(apiError(404))).toBe('none');
    expect(classifyError(apiError(500))).toBe('server');
    expect(classifyError(new TypeError('Failed to fetch'))).toBe('client');
  });

  it('retries each class up to its maximum', () => {
    const count = (error: unknown) => {
      let n = 0;
      while (shouldRetryQuery(n, error)) n += 1;
      return n;
    };
    expect(count(apiError(401, 'session_expired'))).toBe(5);
    expect(count(apiError(403))).toBe(4);
    expect(count(apiError(400))).toBe(3);
    expect(count(apiError(500))).toBe(2);
    expect(count(apiError(404))).toBe(0);
  });

  it('grows delays up to their caps', () => {
    expect(queryRetryDelay(0, apiError(401, 'session_expired'))).toBe(300);
    expect(queryRetryDelay(10, apiError(401, 'session_expired'))).toBe(1500);
    expect(queryRetryDelay(0, apiError(403))).toBe(500);
    expect(queryRetryDelay(5, apiError(403))).toBe(2000);
    expect(queryRetryDelay(0, apiError(500))).toBe(1000);
    expect(queryRetryDelay(1, apiError(500))).toBe(2000);
    expect(queryRetryDelay(9, apiError(500))).toBe(5000);
  });
});
