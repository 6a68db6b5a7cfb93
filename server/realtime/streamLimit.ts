import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { sessionTokenFromCookie, requestHeaders } from '../auth/bridge';

/** Open live streams one signed-in user may hold on one server: a few tabs and devices, not hundreds. */
export const MAX_STREAMS_PER_USER = 10;
/** Anonymous visitors are counted by address, where a household or an office shares one. */
export const MAX_STREAMS_PER_ADDRESS = 30;

/**
 * Caps the Server-Sent-Event connections per client, so one client cannot hold a server's sockets and
 * listeners: at most MAX_STREAMS_PER_USER per session (the token hashed, never kept as is) and at most
 * MAX_STREAMS_PER_ADDRESS per address whatever the sessions, so opening more sessions does not lift the cap.
 * Counted per server instance: a stream is a socket on this instance, and with N instances a client's
 * budget is at most N times the cap, which still bounds each server.
 */
export class StreamLimiter {
  private readonly open = new Map<string, number>();

  constructor(private readonly sessionCookieName: string) {}

  /** Take a slot for this request, or throw 429 too_many_streams; call the returned function on close. */
  acquire(req: FastifyRequest): () => void {
    const token = sessionTokenFromCookie(requestHeaders(req), this.sessionCookieName);
    const limits: [string, number][] = [[`ip:${req.ip}`, MAX_STREAMS_PER_ADDRESS]];
    if (token)
      limits.push([`s:${createHash('sha256').update(token).digest('base64url')}`, MAX_STREAMS_PER_USER]);
    if (limits.some(([key, max]) => (this.open.get(key) ?? 0) >= max)) {
      throw new AppError('too_many_streams', { retryAfterSeconds: 30 });
    }
    for (const [key] of limits) this.open.set(key, (this.open.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const [key] of limits) {
        const left = (this.open.get(key) ?? 1) - 1;
        if (left > 0) this.open.set(key, left);
        else this.open.delete(key);
      }
    };
  }
}
