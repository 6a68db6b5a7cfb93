import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type Rule, ensure } from './authorize';
import type { RequestContext } from './context';
import { actorOf, requireSession } from './requireSession';

export type DocsOptions = {
  /** Production: the document describes every endpoint and its rules, so only admins may read it there. */
  adminOnly: boolean;
  /** For the session check behind `adminOnly`. */
  context: RequestContext;
  /** Who may read the document when `adminOnly` (buildApp passes admin's policy rule). */
  mayRead: Rule;
};

/**
 * OpenAPI document generated from the zod route schemas: UI at /api/docs, JSON at /api/docs/json. Outside
 * production it is public (developers and tests read it); in production every /api/docs route, the UI's own
 * files included, asks for an admin session first (401 anonymous, 403 'admin_only' for anyone else).
 */
export const registerDocs = async (app: FastifyInstance, options: DocsOptions): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kring API',
        description:
          'API van Kring. Fouten hebben altijd de vorm `{ error: { code, message, hint?, fields? } }`.',
        version: '0.1.0',
      },
      // No `servers`: "Try it out" then targets the origin the docs were opened on.
    },
    transform: jsonSchemaTransform,
  });
  // Its own plugin scope, so the guard covers the UI's routes and static files and nothing else.
  await app.register(async (docs) => {
    if (options.adminOnly) {
      docs.addHook('onRequest', requireSession(options.context));
      docs.addHook('onRequest', async (req) => ensure(options.mayRead(actorOf(req)), 'admin_only'));
    }
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
};
