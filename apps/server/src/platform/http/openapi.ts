import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SERVER_VERSION } from '../version';
import type { TApp } from './types';

/** OpenAPI 3 document from the route schemas, at /api/docs (UI) and /api/docs/json. */
export async function installOpenApi(app: TApp): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '好多AI API',
        description:
          'Every call of the learner site, the back office and partner apps. /api/v1 calls need ' +
          'the permission-tenant-en header and the ts/sign query signature (DESIGN.md section 3).',
        version: SERVER_VERSION,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
