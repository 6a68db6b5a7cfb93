import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  NotificationDto,
  NotificationHistoryQuery,
  NotificationList,
  NotificationPage,
  ReadAllResult,
  UnreadCount,
} from '../../../core/schemas/notifications';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { listHistory, listLatest, readAllNotifications, readNotification, unreadCount } from './service';

const tags = ['notifications'];
const IdParams = z.object({ id: z.string().uuid() });
const errors = { 401: ErrorEnvelope };

/** The member's inbox (spec §3 notifications, §7 mark_notification_read / mark_all_notifications_read). */
export const notificationRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const member = requireSession(ctx, () => new AppError('notifications_login_required'));

    app.get(
      '/api/me/notifications',
      {
        preHandler: member,
        schema: {
          tags,
          summary: 'The bell: my latest 50 notifications and the unread count',
          response: { 200: NotificationList, ...errors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listLatest(ctx.db, actorOf(req));
      },
    );

    app.get(
      '/api/me/notifications/history',
      {
        preHandler: member,
        schema: {
          tags,
          summary: 'My notification history, filtered by type and read state, newest first',
          querystring: NotificationHistoryQuery,
          response: { 200: NotificationPage, 400: ErrorEnvelope, ...errors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listHistory(ctx.db, actorOf(req), req.query);
      },
    );

    app.get(
      '/api/me/notifications/unread-count',
      {
        preHandler: member,
        schema: {
          tags,
          summary: 'How many of my notifications are unread',
          response: { 200: UnreadCount, ...errors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return unreadCount(ctx.db, actorOf(req));
      },
    );

    app.post(
      '/api/me/notifications/read-all',
      {
        preHandler: member,
        schema: {
          tags,
          summary: 'Mark all my notifications read',
          response: { 200: ReadAllResult, ...errors },
        },
      },
      async (req) => readAllNotifications(ctx.db, actorOf(req)),
    );

    app.post(
      '/api/me/notifications/:id/read',
      {
        preHandler: member,
        schema: {
          tags,
          summary: 'Mark one of my notifications read (another member’s is not found)',
          params: IdParams,
          response: { 200: NotificationDto, 400: ErrorEnvelope, 404: ErrorEnvelope, ...errors },
        },
      },
      async (req) => readNotification(ctx.db, actorOf(req), req.params.id),
    );
  };
