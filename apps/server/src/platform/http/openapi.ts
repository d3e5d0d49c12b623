import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allEndpoints, TENANT_CODE_DEFAULT, type TEndpointDefinition } from '@haoduo/contract';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { SERVER_VERSION } from '../version';
import { buildOpenApiDocument, type TOpenApiDocument } from './openapi-document';
import type { TApp } from './types';

/**
 * The OpenAPI 3.1 document at /api/docs/json (the UI at /api/docs), generated from the
 * contract's endpoint table when the app is ready. Routes still registered by hand are
 * described from their Fastify schemas until they become endpoints.
 */
export async function installOpenApi(app: TApp): Promise<void> {
  const handRoutes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.config?.endpoint) handRoutes.push(route);
  });
  // Filled in place when the app is ready: the plugin serves this very object.
  const document = {} as TOpenApiDocument;
  app.addHook('onReady', async () => {
    const endpoints = [...allEndpoints, ...handRoutes.flatMap(endpointsOfHandRoute)];
    Object.assign(
      document,
      buildOpenApiDocument(endpoints, { version: SERVER_VERSION, tenantCode: TENANT_CODE_DEFAULT }),
    );
  });
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** How a route registered by hand is described until it is converted to an endpoint. */
function endpointsOfHandRoute(route: RouteOptions): TEndpointDefinition[] {
  const schema = (route.schema ?? {}) as {
    hide?: boolean;
    tags?: string[];
    summary?: string;
    querystring?: unknown;
    body?: unknown;
    params?: unknown;
    response?: Record<string, unknown>;
  };
  if (schema.hide || route.url.startsWith('/api/docs')) return [];
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method): method is 'GET' | 'POST' => method === 'GET' || method === 'POST',
  );
  const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{key}');
  const config = (route.config ?? {}) as Pick<TEndpointDefinition, 'access' | 'permission'>;
  const envelope = schema.response?.['200'];
  const data =
    envelope instanceof z.ZodObject && envelope.shape.data instanceof z.ZodType
      ? envelope.shape.data
      : undefined;
  return methods.map((method) => ({
    method,
    path,
    tag: schema.tags?.[0] ?? 'other',
    summary: schema.summary ?? `${method} ${path}`,
    access: config.access ?? 'public',
    ...(config.permission ? { permission: config.permission } : {}),
    ...(schema.querystring instanceof z.ZodType ? { query: schema.querystring } : {}),
    ...(schema.body instanceof z.ZodType ? { body: schema.body } : {}),
    ...(path.endsWith('{key}') ? { restParam: 'key' } : {}),
    ...(schema.params instanceof z.ZodType && !path.endsWith('{key}')
      ? { params: schema.params }
      : {}),
    ...(data
      ? { response: data }
      : envelope
        ? {}
        : path.startsWith('/sso/')
          ? { answer: 'page' as const }
          : { answer: 'file' as const }),
  }));
}
