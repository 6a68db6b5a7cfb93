import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import { StreamParams, StreamTopicsBody } from '../../../core/schemas/realtime';
import type { RequestContext } from '../../http/context';
import { optionalActorOf } from '../../http/requireSession';
import type { Realtime } from '../../realtime';
import { StreamHub } from './hub';

const tags = ['realtime'];

/**
 * The one realtime stream per tab (core/schemas/realtime.ts). Public: a visitor's stream carries only the
 * public count topics; a session adds the member's own notifications, messages and badges. The stream id is
 * the key to its topics: only the tab that got it in `ready` knows it, and a member's stream takes topic
 * changes only with the same session.
 */
export const streamRoutes =
  (ctx: RequestContext, realtime: Realtime): FastifyPluginAsyncZod =>
  async (app) => {
    const hub = new StreamHub(ctx.db, realtime, app.log);
    app.get(
      '/api/stream',
      {
        schema: {
          tags,
          summary: 'The realtime stream of this tab (Server-Sent Events, heartbeat every 30 s, 10 events/s)',
          response: { 429: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        const actor = await optionalActorOf(ctx, req, reply);
        await hub.connect(actor && { userId: actor.userId, sessionId: actor.sessionId }, (onClose) =>
          realtime.open(req, reply, onClose),
        );
      },
    );
    app.put(
      '/api/stream/:streamId/topics',
      {
        schema: {
          tags,
          summary: "Set the stream's count topics; each sends its current value at once, then live values",
          params: StreamParams,
          body: StreamTopicsBody,
          response: { 204: z.null(), 400: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (req, reply) => {
        const actor = await optionalActorOf(ctx, req, reply);
        const ok = await hub.setTopics(req.params.streamId, actor?.sessionId ?? null, req.body);
        if (!ok) throw new AppError('stream_not_found');
        reply.code(204);
        return null;
      },
    );
  };
