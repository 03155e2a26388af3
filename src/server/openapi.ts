import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Must be registered before any route so that every route's Zod schema lands in the document. */
export async function registerOpenApi(app: FastifyInstance, fundName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: `${fundName} API`, version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
