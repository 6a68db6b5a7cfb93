import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  OrphanPage,
  OrphanQuery,
  StorageCleanupBody,
  StorageCleanupResult,
  StorageFilesQuery,
  StorageSummary,
  StoredFilePage,
  UnusedUploadPage,
  UnusedUploadQuery,
} from '../../../core/schemas/storage';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { type Storage, createStorage } from '../../integrations/storage';
import { cleanupStorage, findOrphans, listStoredFiles, listUnusedUploads, storageSummary } from './service';

const tags = ['storage', 'admin'];
const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** /admin/storage (issue 16): stored files, totals per backend, orphans and their cleanup. Admins only. */
export const storageRoutes =
  (ctx: RequestContext, options: { storage?: Storage } = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: ctx.db, storage: options.storage ?? createStorage(ctx.config) };
    const preHandler = requireSession(ctx);
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/admin/storage/summary',
      {
        preHandler,
        schema: {
          tags,
          summary: 'The active backend with its files and bytes, and what uploads recorded per purpose',
          response: { 200: StorageSummary, ...ERRORS },
        },
      },
      async (req) => storageSummary(deps, actorOf(req)),
    );

    app.get(
      '/api/admin/storage/files',
      {
        preHandler,
        schema: {
          tags,
          summary: 'One page of stored files with owner, purpose, size and where each is used',
          querystring: StorageFilesQuery,
          response: { 200: StoredFilePage, ...ERRORS },
        },
      },
      async (req) => listStoredFiles(deps, actorOf(req), req.query),
    );

    app.get(
      '/api/admin/storage/orphans',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Files no row points to, among the next (at most 1000) stored keys',
          querystring: OrphanQuery,
          response: { 200: OrphanPage, ...ERRORS },
        },
      },
      async (req) => findOrphans(deps, actorOf(req), req.query.cursor ?? null),
    );

    app.get(
      '/api/admin/storage/unused-uploads',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Uploads rows whose URL no row holds any more',
          querystring: UnusedUploadQuery,
          response: { 200: UnusedUploadPage, ...ERRORS },
        },
      },
      async (req) => listUnusedUploads(deps, actorOf(req), req.query.page),
    );

    app.post(
      '/api/admin/storage/cleanup',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Remove chosen orphans (or all of one scan); audited as storage.cleanup',
          body: StorageCleanupBody,
          response: { 200: StorageCleanupResult, ...ERRORS },
        },
      },
      async (req) => cleanupStorage(deps, actorOf(req), req.body, req.ip),
    );
  };
