import { vi } from 'vitest';
import type { TEndpointDefinition, TInputOf, TOutputOf } from '../endpoints/endpoint';
import { pathsOf } from '../endpoints/endpoint';

/**
 * A fake server for component tests of the web app and the console: answers the envelopes of
 * contract endpoints, typed by their response schemas, and records every call.
 */

/** A refusal the fake server answers with: the status and the Chinese message. */
export class MockFailure {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly errors: { field: string; message: string }[] = [],
    /** The envelope's data (null for most refusals). */
    readonly data: unknown = null,
  ) {}
}

/** One call as the fake server saw it. */
export interface TMockCall<TEndpoint extends TEndpointDefinition = TEndpointDefinition> {
  endpoint: TEndpoint;
  url: URL;
  /** The input as sent: the query of a GET (strings), the parsed JSON body of a POST. */
  input: TInputOf<TEndpoint>;
  /** The query parameters (a POST may carry some besides ts and sign). */
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The multipart form of an upload. */
  form?: FormData;
}

type TAnswerOf<TEndpoint extends TEndpointDefinition> =
  TOutputOf<TEndpoint> | MockFailure | Response;

export type TMockHandler<TEndpoint extends TEndpointDefinition> =
  | TAnswerOf<TEndpoint>
  | ((call: TMockCall<TEndpoint>) => TAnswerOf<TEndpoint> | Promise<TAnswerOf<TEndpoint>>);

export interface TMockRoute {
  endpoint: TEndpointDefinition;
  handler: TMockHandler<TEndpointDefinition>;
}

/** An endpoint's answer: its data (typed), a MockFailure, a raw Response, or a function of the call. */
export function answer<TEndpoint extends TEndpointDefinition>(
  endpoint: TEndpoint,
  handler: TMockHandler<TEndpoint>,
): TMockRoute {
  return { endpoint, handler: handler as TMockHandler<TEndpointDefinition> };
}

function envelope(status: number, message: string, data: unknown, errors?: unknown): Response {
  return new Response(
    JSON.stringify(
      errors ? { code: status, message, data, errors } : { code: status, message, data },
    ),
    { status, headers: { 'content-type': 'application/json' } },
  );
}

const SIGNATURE_FIELDS = new Set(['ts', 'sign']);

function inputOf(endpoint: TEndpointDefinition, url: URL, body: unknown): unknown {
  if (endpoint.method === 'POST' && !(body instanceof FormData)) {
    return typeof body === 'string' && body !== '' ? JSON.parse(body) : undefined;
  }
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    if (SIGNATURE_FIELDS.has(name)) continue;
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

export interface TMockServer {
  fetch: typeof fetch;
  /** Every call, in order. */
  readonly calls: readonly TMockCall[];
  /** The calls made to one endpoint. */
  callsTo<TEndpoint extends TEndpointDefinition>(endpoint: TEndpoint): TMockCall<TEndpoint>[];
  /** Adds or replaces answers while the test runs. */
  answer(...routes: TMockRoute[]): void;
}

/** A fake server answering the given endpoints; any other call answers 404. */
export function createMockServer(routes: readonly TMockRoute[]): TMockServer {
  const table = new Map<string, TMockRoute>();
  const add = (list: readonly TMockRoute[]) => {
    for (const route of list) {
      for (const path of pathsOf(route.endpoint))
        table.set(`${route.endpoint.method} ${path}`, route);
    }
  };
  add(routes);
  const calls: TMockCall[] = [];

  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = table.get(`${method} ${url.pathname}`);
    if (!route) return envelope(404, '访问的接口不存在', null);
    const call: TMockCall = {
      endpoint: route.endpoint,
      url,
      input: inputOf(route.endpoint, url, init?.body) as TInputOf<TEndpointDefinition>,
      query: url.searchParams,
      headers: { ...((init?.headers ?? {}) as Record<string, string>) },
      form: init?.body instanceof FormData ? init.body : undefined,
    };
    calls.push(call);
    const handler = route.handler;
    const result = typeof handler === 'function' ? await handler(call) : handler;
    if (result instanceof Response) return result;
    if (result instanceof MockFailure) {
      return envelope(
        result.status,
        result.message,
        result.data,
        result.errors.length ? result.errors : undefined,
      );
    }
    return envelope(200, 'success', result ?? null);
  };

  return {
    fetch: fetchMock as typeof fetch,
    calls,
    callsTo: <TEndpoint extends TEndpointDefinition>(endpoint: TEndpoint) =>
      calls.filter((call) => call.endpoint === endpoint) as unknown as TMockCall<TEndpoint>[],
    answer: (...more) => add(more),
  };
}

/** The fake server of the apps' component tests, installed as the global fetch. */
export function mockServer(...routes: TMockRoute[]): TMockServer {
  const server = createMockServer(routes);
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  return server;
}
