import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the zod route schemas: UI at /api/docs, JSON at /api/docs/json. */
export const registerDocs = async (app: FastifyInstance): Promise<void> => {
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
};
