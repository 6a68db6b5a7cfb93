import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditFacets, AuditFilters, AuditListQuery, AuditPage } from '../../../core/schemas/audit';
import { ErrorEnvelope } from '../../../core/schemas/common';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { auditFacets, exportAuditLog, listAuditLog } from './service';

const tags = ['audit', 'admin'];
const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** /admin/logboek (issue 16): the audit log, its filter choices and the CSV export. Admins only (service). */
export const auditRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = requireSession(ctx);
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/admin/audit-log',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Audit log entries, filtered (action, actor e-mail, target type, dates), newest first',
          querystring: AuditListQuery,
          response: { 200: AuditPage, ...ERRORS },
        },
      },
      async (req) => {
        const { page, ...filters } = req.query;
        return listAuditLog(ctx.db, actorOf(req), filters, page);
      },
    );

    app.get(
      '/api/admin/audit-log/facets',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Actions and target types present in the audit log',
          response: { 200: AuditFacets, ...ERRORS },
        },
      },
      async (req) => auditFacets(ctx.db, actorOf(req)),
    );

    app.get(
      '/api/admin/audit-log/export.csv',
      {
        preHandler,
        schema: {
          tags,
          summary: 'The filtered audit log as CSV (the newest 10 000 entries)',
          querystring: AuditFilters,
          response: { 200: z.string(), ...ERRORS },
        },
      },
      async (req, reply) => {
        const csv = await exportAuditLog(ctx.db, actorOf(req), req.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="kring-logboek.csv"')
          .send(csv);
      },
    );
  };
