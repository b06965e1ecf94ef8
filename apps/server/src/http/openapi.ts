// The OpenAPI document is generated from the same zod schemas that validate each route.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FailureEnvelopeSchema } from '@tradebook/domain/api/envelope';

export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tradebook API',
        version: '3.0.0',
        description:
          'Every call answers `{ status, message, response }`: status 1 on success, 0 on failure. ' +
          'Authenticated calls send `Authorization: Bearer <api_token>`. POST bodies may be JSON, ' +
          'urlencoded or multipart. Failures also carry an HTTP status: 401, 403, 404, 409, 413, 415, 422, 429, ' +
          "and a stable `code` for their message ('regional.language_invalid'; `codes` beside a list of " +
          "messages, one each), so a client can show its own text in the user's language: see the `Failure` " +
          "schema and docs/reference/api.md 'Refusal codes'.",
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: {
          Failure: z.toJSONSchema(FailureEnvelopeSchema, { target: 'openapi-3.0' }) as Record<
            string,
            unknown
          >,
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
