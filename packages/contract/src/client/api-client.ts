import { Header } from '../constants/limits';
import type { TEndpointDefinition, TInputOf, TOutputOf } from '../endpoints/endpoint';
import type { TFieldError } from '../schemas/envelope';
import { signedQueryString, type TQueryValue } from '../sign/sign';

/**
 * The one HTTP client of the wire contract, framework-free, used by the web app, the
 * console, the end-to-end tests and the benchmarks. It signs every /api/v1 call, sets the
 * tenancy headers, and unwraps the envelope; what to do on failure (toast, redirect) is
 * the caller's, through `onError`.
 */

export type TQuery = Readonly<Record<string, TQueryValue | readonly TQueryValue[]>>;

export interface TSession {
  token?: string | null;
  accountType?: number | null;
  /** The active school (tenant-info). */
  schoolId?: number | string | null;
}

export interface TApiClientOptions {
  /** Base URL, '' for same origin. */
  baseUrl: string;
  signSalt: string;
  tenantCode: string;
  /** Read at every call, so the client follows sign-in and school switches. */
  getSession: () => TSession;
  fetch?: typeof fetch;
  now?: () => number;
  /** Called for every failure before the promise rejects (unless `silent`). */
  onError?: (error: ApiError) => void;
}

export interface TRequestOptions {
  query?: TQuery;
  body?: unknown;
  /**
   * A multipart body (file uploads) instead of `body`: the signature covers the empty payload
   * and fetch sets the content type with its boundary.
   */
  form?: FormData;
  /** Switch the caller's error notice off for this call. */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * The session of this call instead of `getSession()`: e.g. a sign-in that is not kept
   * yet (the initial password must be set before the token is stored).
   */
  session?: TSession;
}

export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the network failed or no response came. */
    readonly status: number,
    /** The envelope's code (equals status for server errors). */
    readonly code: number,
    message: string,
    readonly errors: TFieldError[] = [],
    readonly silent = false,
    /** The error envelope's `data`: null, or details a page acts on (e.g. a safety refusal's). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

interface TEnvelopeLike {
  code?: unknown;
  message?: unknown;
  data?: unknown;
  errors?: unknown;
}

export function createApiClient(options: TApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;

  /** Signs and sends one call; a network failure is an ApiError with status 0. */
  async function send(
    method: string,
    path: string,
    init: TRequestOptions,
    accept: string,
  ): Promise<Response> {
    const session = init.session ?? options.getSession();
    const token = session.token ?? '';
    const bodyText = init.form || init.body === undefined ? undefined : JSON.stringify(init.body);
    const headers: Record<string, string> = {
      accept,
      [Header.TENANT_CODE]: options.tenantCode,
    };
    if (bodyText !== undefined && !init.form) headers['content-type'] = 'application/json';
    if (token) headers[Header.AUTHORIZATION] = `Bearer ${token}`;
    if (session.accountType != null) headers[Header.ACCOUNT_TYPE] = String(session.accountType);
    if (session.schoolId != null && session.schoolId !== '') {
      headers[Header.TENANT_INFO] = String(session.schoolId);
    }

    const query = path.startsWith('/api/v1')
      ? signedQueryString({
          method,
          query: init.query,
          body: bodyText,
          token,
          salt: options.signSalt,
          now: now(),
        })
      : plainQueryString(init.query);
    const url = `${options.baseUrl}${path}${query ? `?${query}` : ''}`;

    try {
      return await doFetch(url, {
        method,
        headers,
        body: init.form ?? bodyText,
        credentials: 'include',
        signal: init.signal,
      });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw fail(new ApiError(0, 0, '', [], init.silent));
    }
  }

  async function envelopeOf(response: Response): Promise<TEnvelopeLike | null> {
    try {
      return (await response.json()) as TEnvelopeLike;
    } catch {
      return null;
    }
  }

  function errorOf(response: Response, envelope: TEnvelopeLike | null, silent?: boolean) {
    const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
    const message = typeof envelope?.message === 'string' ? envelope.message : '';
    const errors = Array.isArray(envelope?.errors) ? (envelope.errors as TFieldError[]) : [];
    const status = response.ok ? code : response.status;
    return fail(new ApiError(status, code, message, errors, silent, envelope?.data ?? null));
  }

  async function request<T>(method: string, path: string, init: TRequestOptions = {}): Promise<T> {
    const response = await send(method, path, init, 'application/json');
    const envelope = await envelopeOf(response);
    const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
    if (response.ok && code === 200) return envelope?.data as T;
    throw errorOf(response, envelope, init.silent);
  }

  /**
   * A call whose answer is a stream (server-sent events, the agent chat): signed and sent
   * like every call, it resolves with the open Response when the server answers `accept`
   * (default text/event-stream) with a body to read; an envelope instead (a refusal before
   * the stream starts) rejects with its ApiError, like `request`.
   */
  async function stream(
    method: string,
    path: string,
    init: TRequestOptions & { accept?: string } = {},
  ): Promise<Response> {
    const accept = init.accept ?? 'text/event-stream';
    const response = await send(method, path, init, accept);
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes(accept) && response.body) return response;
    const envelope = await envelopeOf(response);
    if (response.ok && (envelope?.code === undefined || envelope.code === 200)) {
      // Answered, but not as a stream: nothing to read.
      throw fail(new ApiError(0, 0, '', [], init.silent));
    }
    throw errorOf(response, envelope, init.silent);
  }

  /**
   * A GET whose answer is a file (exports): the open Response when the server sends it; a
   * refusal (an envelope with an error status) rejects with its ApiError, like `request`.
   */
  async function download(
    method: string,
    path: string,
    init: TRequestOptions = {},
  ): Promise<Response> {
    const response = await send(method, path, init, '*/*');
    if (response.ok) return response;
    const envelope = await envelopeOf(response);
    throw errorOf(response, envelope, init.silent);
  }

  function fail(error: ApiError): ApiError {
    if (!error.silent) options.onError?.(error);
    return error;
  }

  /** The request options of an endpoint's input: the query of a GET, the body of a POST. */
  function initOf(
    endpoint: TEndpointDefinition,
    input: unknown,
    init: TCallOptions,
  ): TRequestOptions {
    if (endpoint.method === 'GET') return { ...init, query: input as TQuery | undefined };
    return { ...init, body: input ?? {} };
  }

  /**
   * Calls an endpoint of the contract: signs, sends the tenant headers, unwraps the envelope
   * and returns its `data`, typed by the endpoint's response schema.
   */
  function call<TEndpoint extends TEndpointDefinition>(
    endpoint: TEndpoint,
    ...[input, init = {}]: TCallArguments<TEndpoint>
  ): Promise<TOutputOf<TEndpoint>> {
    return request<TOutputOf<TEndpoint>>(
      endpoint.method,
      endpoint.path,
      initOf(endpoint, input, init),
    );
  }

  return {
    call,
    /**
     * TanStack Query options of a read: `queryOptions(api.query(endpoint, input, [KEY]))`. The
     * key is the given prefix (a feature's key, so a write can refresh them all), the path and
     * the input; the query function calls the endpoint with the query's abort signal.
     */
    query: <TEndpoint extends TEndpointDefinition>(
      endpoint: TEndpoint,
      input: TInputOf<TEndpoint>,
      key: readonly unknown[] = [],
    ) => ({
      queryKey: [...key, endpoint.path, input ?? {}] as readonly unknown[],
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        request<TOutputOf<TEndpoint>>(
          endpoint.method,
          endpoint.path,
          initOf(endpoint, input, { signal }),
        ),
    }),
    /** A multipart upload to an endpoint (`upload: true`), signed like every call. */
    upload: <TEndpoint extends TEndpointDefinition>(
      endpoint: TEndpoint,
      form: FormData,
      init: TCallOptions & { query?: TQuery } = {},
    ) => request<TOutputOf<TEndpoint>>('POST', endpoint.path, { ...init, form }),
    /** An endpoint that answers a stream (`answer: 'stream'`): the open Response. */
    stream: <TEndpoint extends TEndpointDefinition>(
      endpoint: TEndpoint,
      ...[input, init = {}]: TCallArguments<TEndpoint, TCallOptions & { accept?: string }>
    ) =>
      stream(endpoint.method, endpoint.path, {
        ...initOf(endpoint, input, init),
        accept: init.accept,
      }),
    /** An endpoint that answers a file (`answer: 'file'`): the open Response. */
    download: <TEndpoint extends TEndpointDefinition>(
      endpoint: TEndpoint,
      ...[input, init = {}]: TCallArguments<TEndpoint>
    ) => download(endpoint.method, endpoint.path, initOf(endpoint, input, init)),
  };
}

/** Options of one call besides its input. */
export type TCallOptions = Omit<TRequestOptions, 'query' | 'body' | 'form'>;

/** The input argument is optional when every field of it is. */
export type TCallArguments<TEndpoint extends TEndpointDefinition, TOptions = TCallOptions> =
  undefined extends TInputOf<TEndpoint>
    ? [input?: TInputOf<TEndpoint>, init?: TOptions]
    : Partial<TInputOf<TEndpoint>> extends TInputOf<TEndpoint>
      ? [input?: TInputOf<TEndpoint>, init?: TOptions]
      : [input: TInputOf<TEndpoint>, init?: TOptions];

export type TApiClient = ReturnType<typeof createApiClient>;

function plainQueryString(query: TQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as TQueryValue[]) {
      if (item !== undefined && item !== null) params.append(name, String(item));
    }
  }
  return params.toString();
}
