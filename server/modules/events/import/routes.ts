import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../core/errors';
import {
  BULK_UPLOAD_MAX_BYTES,
  BulkImportJsonBody,
  BulkImportQuery,
  BulkImportReport,
} from '../../../../core/schemas/bulkUpload';
import { ErrorEnvelope } from '../../../../core/schemas/common';
import { actorOf, requireSession } from '../../../http/requireSession';
import type { AccountsContext } from '../../accounts';
import { decodeCsvBytes } from './csv';
import { importEvents, importTemplate } from './service';

const tags = ['admin'];
const refused = { 401: ErrorEnvelope, 403: ErrorEnvelope };
/** Room for multipart framing and JSON escaping around a 2 MB file; the file itself is checked exactly. */
const REQUEST_LIMIT = BULK_UPLOAD_MAX_BYTES * 2;
/** What browsers and spreadsheets call a .csv file (Windows says Excel even for plain CSV). */
const CSV_TYPES = new Set([
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
  '',
]);

/** The CSV text of an upload: one multipart file, a text/csv body or JSON `{ csv }`. */
const readCsv = async (req: FastifyRequest): Promise<string> => {
  if (req.isMultipart()) {
    const file = await req.file().catch(() => undefined);
    if (!file) throw new AppError('bulk_upload_missing');
    const isCsvName = /\.(csv|txt)$/i.test(file.filename);
    if (!CSV_TYPES.has(file.mimetype.toLowerCase()) && !isCsvName) {
      file.file.resume();
      throw new AppError('bulk_upload_invalid_type');
    }
    const bytes = await file.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('bulk_upload_too_large');
      throw err;
    });
    return decodeCsvBytes(bytes);
  }
  if (Buffer.isBuffer(req.body)) return decodeCsvBytes(req.body);
  const json = BulkImportJsonBody.safeParse(req.body);
  if (!json.success) throw new AppError('bulk_upload_missing');
  return json.data.csv;
};

/** Admin CSV bulk upload of events (issue 4): template, dry run, import in one transaction. */
export const bulkImportRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin: CSV bodies and multipart uploads only reach the import route.
    await app.register(multipart, {
      limits: { fileSize: BULK_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    app.addContentTypeParser(
      ['text/csv', 'text/plain', 'application/csv'],
      { parseAs: 'buffer', bodyLimit: REQUEST_LIMIT },
      (_req, body, done) => done(null, body),
    );
    const onRequest = [requireSession(ctx)];

    app.get(
      '/api/admin/events/import/template',
      {
        onRequest,
        schema: {
          tags,
          summary: 'CSV template for the event import: header and one example row',
          description:
            'Columns (";"-separated, UTF-8): titel*, hoofdtype* (slug of a main type), subtype, startdatum* and ' +
            'einddatum (Dutch time, "jjjj-mm-dd uu:mm" or "dd-mm-jjjj uu:mm"), plaats* (Dutch or Belgian place), ' +
            'adres, locatienaam, prijs (EUR, decimal comma allowed), max_deelnemers, korte_beschrijving, ' +
            'beschrijving, organisatie_slug (owner of the events; empty = the admin). * = required.',
          produces: ['text/csv'],
          response: { 200: z.string(), ...refused },
        },
      },
      async (req, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="kring-evenementen-sjabloon.csv"')
          .header('cache-control', 'no-store')
          .send(importTemplate(actorOf(req))),
    );

    app.post(
      '/api/admin/events/import',
      {
        onRequest,
        bodyLimit: REQUEST_LIMIT,
        schema: {
          tags,
          summary:
            'Check (dryRun=true, default) or import (dryRun=false) events from CSV: per-row errors in Dutch; ' +
            'an import stores every row as a draft in one transaction, or nothing when a row is invalid',
          consumes: ['multipart/form-data', 'text/csv', 'application/json'],
          querystring: BulkImportQuery,
          response: {
            200: BulkImportReport,
            400: ErrorEnvelope,
            413: ErrorEnvelope,
            415: ErrorEnvelope,
            ...refused,
            409: ErrorEnvelope,
          },
        },
      },
      async (req, reply) =>
        reply
          .header('cache-control', 'no-store')
          .send(await importEvents(ctx, actorOf(req), await readCsv(req), req.query.dryRun)),
    );
  };
