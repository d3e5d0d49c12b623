import {
  answerOf,
  pathsOf,
  type TBodyOf,
  type TEndpointDefinition,
  type TOutputOf,
  type TParamsOf,
  type TQueryOf,
} from '@haoduo/contract';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { ok, okResponse } from './envelope';
import type { TApp, TOwner } from './types';

/** The request a handler of this endpoint receives: validated query, body and params. */
export type TEndpointRequest<TEndpoint extends TEndpointDefinition> = FastifyRequest<{
  Querystring: TQueryOf<TEndpoint>;
  Body: TBodyOf<TEndpoint>;
  Params: TParamsOf<TEndpoint>;
}>;

/**
 * What a handler returns: the envelope's `data` (the route wraps it), or, for a stream, file
 * or page answer, what the reply sends (usually the reply itself, after `reply.send`).
 */
export type THandlerResult<TEndpoint extends TEndpointDefinition> = TEndpoint extends {
  answer: 'stream' | 'file' | 'page';
}
  ? unknown
  : TOutputOf<TEndpoint>;

const nullSchema = z.null();

export interface TRouteOptions<TEndpoint extends TEndpointDefinition> {
  /**
   * The owned resource the call acts on (the ownership matrix), required beside access for
   * a pupil's or teacher's call that takes a resource id (see TOwner).
   */
  owner?: TOwner;
  /** The rate limit of this call (@fastify/rate-limit options). */
  rateLimit?: NonNullable<RouteShorthandOptions['config']>['rateLimit'];
  /** The body limit of this call when it differs from the app's. */
  bodyLimit?: number;
  handler: (
    request: TEndpointRequest<TEndpoint>,
    reply: FastifyReply,
  ) => Promise<THandlerResult<TEndpoint>>;
}

/** `{name}` path parameters as Fastify writes them; the rest parameter becomes `*`. */
export function fastifyPath(endpoint: TEndpointDefinition, path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === endpoint.restParam ? '*' : `:${name}`,
  );
}

/**
 * Registers the route of one contract endpoint (and of its aliases): access, permission and
 * schemas come from the endpoint; the module adds only its handler and policy. An envelope
 * endpoint's handler returns the `data`; the route wraps it.
 */
export function route<TEndpoint extends TEndpointDefinition>(
  app: TApp,
  endpoint: TEndpoint,
  options: TRouteOptions<TEndpoint>,
): void {
  const envelope = answerOf(endpoint) === 'envelope';
  const restParam = endpoint.restParam;
  for (const path of pathsOf(endpoint)) {
    app.route({
      method: endpoint.method,
      url: fastifyPath(endpoint, path),
      bodyLimit: options.bodyLimit,
      config: {
        access: endpoint.access,
        permission: endpoint.permission,
        owner: options.owner,
        endpoint,
        ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      },
      schema: {
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body && !endpoint.upload ? { body: endpoint.body } : {}),
        ...(endpoint.params && !restParam ? { params: endpoint.params } : {}),
        ...(envelope ? { response: okResponse(endpoint.response ?? nullSchema) } : {}),
      },
      handler: async (request, reply) => {
        if (restParam) {
          const params = request.params as Record<string, string>;
          params[restParam] = params['*'] ?? '';
        }
        const result = await options.handler(request as TEndpointRequest<TEndpoint>, reply);
        // A handler that sent a response itself returns the reply, a thenable that the await
        // above followed until the response was written: answer nothing more.
        if (reply.sent || result === reply) return reply;
        return envelope ? ok(result) : result;
      },
    });
  }
}
