import type { ErrorEnvelope } from '@core/schemas/common';
import { breakerFor } from './apiBreakers';
import { circuitOpenMessage } from './circuitBreaker';
import { yieldToMain } from './yieldToMain';

/** Default request timeout of spec §9 (10 s). */
export const DEFAULT_TIMEOUT_MS = 10_000;

export type ApiErrorInit = {
  code: string;
  message: string;
  status: number;
  fields?: Record<string, string> | undefined;
  hint?: string | undefined;
};

/**
 * Every failed API call throws this. The UI switches on `code` (stable, from core/errors.ts) and shows the
 * code's text from the `errors` namespace (apiErrorMessage); `message` is the server's Dutch text, or a
 * technical one for errors the client makes (network, timeout, an answer without an envelope).
 * `status` is 0 when no HTTP response arrived.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly hint: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields;
    this.hint = init.hint;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type QueryValue = string | number | boolean | null | undefined;

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** Builds `/api/...?a=1` and leaves out empty values, so default filters never reach the URL. */
export const buildApiUrl = (path: string, query?: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

// Technical messages of errors the client makes itself: the UI shows these codes' texts (apiErrorMessage).
const NETWORK_MESSAGE = 'Network request failed';
const TIMEOUT_MESSAGE = 'Query timeout';
const UNKNOWN_MESSAGE = 'Error answer without an error envelope';

const combineSignals = (signals: AbortSignal[]): AbortSignal => {
  if (signals.length === 1 && signals[0]) return signals[0];
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  // Older browsers: forward the first abort by hand.
  const controller = new AbortController();
  for (const s of signals) s.addEventListener('abort', () => controller.abort(s.reason), { once: true });
  return controller.signal;
};

/** Hand-written guard instead of the zod schema: keeps zod out of the main bundle. */
const isErrorEnvelope = (value: unknown): value is ErrorEnvelope => {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
};

const readEnvelope = async (response: Response): Promise<ApiError> => {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Proxies and crashed servers answer with HTML; fall through to the generic message.
  }
  if (isErrorEnvelope(payload)) {
    const { code, message, fields, hint } = payload.error;
    return new ApiError({ code, message, status: response.status, fields, hint });
  }
  return new ApiError({
    code: response.status === 404 ? 'not_found' : 'unknown',
    message: UNKNOWN_MESSAGE,
    status: response.status,
  });
};

/**
 * fetch for our own API: sends the session cookie, sends JSON (or a FormData upload as is), times out after
 * 10 s and turns every failure into an ApiError. Every call goes through its circuit breaker (apiBreakers.ts):
 * network errors, timeouts and 5xx count as failures; while the breaker is open the call fails at once with
 * code `circuit_open`. Answers the raw Response, for downloads; most callers want `apiFetch`.
 */
export const apiResponse = async (path: string, request: ApiRequest = {}): Promise<Response> => {
  // Spec §4/§9: while this call's breaker is open the call fails at once, without a request.
  const breaker = breakerFor(request.method ?? 'GET', path);
  const permit = breaker.acquire();
  if (!permit.ok) {
    // The internal text of spec §8 goes to the log; the UI shows the code's own text (errors.circuit_open).
    const message = circuitOpenMessage(breaker.name, permit.retryInMs);
    console.warn(message);
    throw new ApiError({ code: 'circuit_open', message, status: 0 });
  }
  // Starting a request costs the main thread milliseconds on a slow phone, and the queries of a page start together
  // (one effect pass after hydration): each starts in a task of its own instead of all in one long task.
  await yieldToMain();
  const timeout = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = combineSignals(request.signal ? [request.signal, timeout] : [timeout]);
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  const hasJsonBody = request.body !== undefined && !isForm;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, request.query), {
      method: request.method ?? 'GET',
      credentials: 'include',
      // The browser sets the multipart boundary itself for FormData.
      headers: { Accept: 'application/json', ...(hasJsonBody ? { 'Content-Type': 'application/json' } : {}) },
      body: isForm ? (request.body as FormData) : hasJsonBody ? JSON.stringify(request.body) : null,
      signal,
    });
  } catch (error) {
    // A caller-side abort (query cancelled) must stay an AbortError so TanStack Query ignores it.
    if (request.signal?.aborted) {
      breaker.release();
      throw error;
    }
    breaker.fail();
    if (timeout.aborted) throw new ApiError({ code: 'timeout', message: TIMEOUT_MESSAGE, status: 0 });
    throw new ApiError({ code: 'network', message: NETWORK_MESSAGE, status: 0 });
  }
  // Only the server's own failures count; a 4xx is an answer (the server is up).
  if (response.status >= 500) breaker.fail();
  else breaker.succeed();
  if (!response.ok) throw await readEnvelope(response);
  return response;
};

/** `apiResponse` + JSON: the parsed body (undefined for 204). */
export const apiFetch = async <T>(path: string, request: ApiRequest = {}): Promise<T> => {
  const response = await apiResponse(path, request);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
};
