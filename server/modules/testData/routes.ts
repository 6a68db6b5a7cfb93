import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageQuery } from '../../../core/schemas/common';
import { ErrorEnvelope } from '../../../core/schemas/common';
import {
  TestDataOverview,
  TestDataRunBody,
  TestDataRunDto,
  TestDataRunPage,
  TestDataRunParams,
} from '../../../core/schemas/testData';
import type { RequestContext } from '../../http/context';
import { actorOf, requireSession } from '../../http/requireSession';
import { TestDataRunner } from './runner';
import {
  cancelTestDataRun,
  getTestDataRun,
  listTestDataRuns,
  startTestDataRun,
  testDataOverview,
} from './service';

const tags = ['test-data', 'admin'];
const ERRORS = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
};
const ListQuery = PageQuery.pick({ page: true });

/** /admin/test-data (issue 16): generate or remove extra demo data in the background. Admins only (service). */
export const testDataRoutes =
  (ctx: RequestContext): FastifyPluginAsyncZod =>
  async (app) => {
    const runner = new TestDataRunner(ctx.db, ctx.logger);
    const deps = { db: ctx.db, config: ctx.config, runner };
    const preHandler = requireSession(ctx);
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // A run in progress stops at its next batch and is marked failed, so closing never waits for 2 000 events.
    app.addHook('onClose', () => runner.stop());

    app.get(
      '/api/admin/test-data',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Test data present now, the run in progress and a few generated events',
          response: { 200: TestDataOverview, ...ERRORS },
        },
      },
      async (req) => testDataOverview(deps, actorOf(req)),
    );

    app.get(
      '/api/admin/test-data/runs',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Test-data runs, newest first',
          querystring: ListQuery,
          response: { 200: TestDataRunPage, ...ERRORS },
        },
      },
      async (req) => listTestDataRuns(deps, actorOf(req), req.query.page),
    );

    app.get(
      '/api/admin/test-data/runs/:runId',
      {
        preHandler,
        schema: {
          tags,
          summary: 'One run with its progress (done/total, counts per kind)',
          params: TestDataRunParams,
          response: { 200: TestDataRunDto, ...ERRORS },
        },
      },
      async (req) => getTestDataRun(deps, actorOf(req), req.params.runId),
    );

    app.post(
      '/api/admin/test-data/runs',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Start generating or removing test data in the background (one run at a time)',
          body: TestDataRunBody,
          response: { 202: TestDataRunDto, ...ERRORS },
        },
      },
      async (req, reply) =>
        reply.code(202).send(await startTestDataRun(deps, actorOf(req), req.body, req.ip)),
    );

    app.post(
      '/api/admin/test-data/runs/:runId/cancel',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Ask a run to stop at its next batch',
          params: TestDataRunParams,
          response: { 200: TestDataRunDto, ...ERRORS },
        },
      },
      async (req) => cancelTestDataRun(deps, actorOf(req), req.params.runId),
    );
  };
