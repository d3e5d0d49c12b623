import type { z } from 'zod';

/**
 * Who may call an endpoint. The server refuses everyone else before the handler runs.
 * - public: anyone (a valid token is still read, if sent)
 * - signed-in: any valid session
 * - learner: a teacher or a student of the learner site
 * - teacher, student: that account type only
 * - staff: back-office staff holding the endpoint's permission
 */
export type TAccess = 'public' | 'signed-in' | 'learner' | 'teacher' | 'student' | 'staff';

export type TMethod = 'GET' | 'POST';

/** A back-office permission: `<resource>:<action>`, one per staff endpoint. */
export type TPermission = `${string}:${string}`;

/**
 * What the call answers:
 * - envelope: `{ code, message, data }` with `data` matching `response` (the default)
 * - stream: server-sent events (`text/event-stream`); a refusal before the stream is an envelope
 * - file: a file (an export, a generated picture); a refusal is an envelope
 * - page: HTML, XML or a redirect of the sign-in service, for browsers and CAS clients
 */
export type TAnswer = 'envelope' | 'stream' | 'file' | 'page';

/**
 * The statuses a call may answer besides 200, for its documentation. Every signed call may
 * answer 400 (validation), 401 (signature or session) and 403 (tenant or access); name here
 * only what the handler itself adds (404 for a missing row, 409 for a duplicate, 429 for a
 * rate limit, 413 for an upload that is too large, ...).
 */
export type TErrorStatus = 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

export interface TEndpointDefinition {
  method: TMethod;
  /**
   * The path, as clients send it. A path parameter is written `{name}` and matches one
   * segment; `restParam` names the one that matches the rest of the path.
   */
  path: string;
  /** Other paths of the same call (the spec's second prefixes). */
  aliases?: readonly string[];
  /** One line: what the call does, for the documentation and the operation list. */
  summary: string;
  /** Longer notes for the documentation, when the summary is not enough. */
  description?: string;
  /** The domain, for grouping in the documentation and in query keys. */
  tag: string;
  access: TAccess;
  /** Required for staff endpoints. */
  permission?: TPermission;
  /** The query of a GET, or the query fields a POST also reads. */
  query?: z.ZodType;
  /** The JSON body of a POST. */
  body?: z.ZodType;
  /** The fields of a multipart upload besides the file (the file goes in the part `file`). */
  upload?: true;
  /** Path parameters (`{name}` in the path). */
  params?: z.ZodType;
  /** The path parameter that matches the rest of the path (a storage key with slashes). */
  restParam?: string;
  /** The `data` of a success envelope; for other answers, omitted. */
  response?: z.ZodType;
  /** How the call answers; default envelope. */
  answer?: TAnswer;
  /** The media type of a file or page answer, for the documentation. */
  produces?: string;
  /** Statuses the handler adds besides 400, 401 and 403. */
  errors?: readonly TErrorStatus[];
  /** Kept for old clients; new clients use the endpoint named in the description. */
  deprecated?: true;
}

/**
 * One call of the wire contract: its method, path, access, permission, request and response
 * schemas and summary. The server registers its route from it, the typed client calls it,
 * and the OpenAPI document is generated from it; nothing else spells the path or the types.
 * Marked free of side effects, so a bundle keeps only the endpoints a page calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const TDefinition extends TEndpointDefinition>(
  definition: TDefinition &
    (TDefinition['access'] extends 'staff' ? { permission: TPermission } : unknown),
): TDefinition {
  return definition;
}

/** A map of endpoints, as each domain's contract file exports them. */
export type TEndpointGroup = Readonly<Record<string, TEndpointDefinition>>;

type TSchemaInput<TSchema> = TSchema extends z.ZodType ? z.input<TSchema> : never;
type TSchemaOutput<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : never;

/** What a client sends: the query of a GET, the body of a POST (undefined when neither). */
export type TInputOf<TEndpoint extends TEndpointDefinition> = TEndpoint extends {
  body: z.ZodType;
}
  ? TSchemaInput<TEndpoint['body']>
  : TEndpoint extends { query: z.ZodType }
    ? TSchemaInput<TEndpoint['query']>
    : undefined;

/** What the server's validation hands the handler (defaults applied, strings coerced). */
export type TQueryOf<TEndpoint extends TEndpointDefinition> = TEndpoint extends {
  query: z.ZodType;
}
  ? TSchemaOutput<TEndpoint['query']>
  : unknown;

export type TBodyOf<TEndpoint extends TEndpointDefinition> = TEndpoint extends {
  body: z.ZodType;
}
  ? TSchemaOutput<TEndpoint['body']>
  : unknown;

export type TParamsOf<TEndpoint extends TEndpointDefinition> = TEndpoint extends {
  params: z.ZodType;
}
  ? TSchemaOutput<TEndpoint['params']>
  : unknown;

/** The `data` of the success envelope. */
export type TOutputOf<TEndpoint extends TEndpointDefinition> = TEndpoint extends {
  response: z.ZodType;
}
  ? TSchemaOutput<TEndpoint['response']>
  : null;

/** Every path of the endpoint: its own and its aliases. */
export function pathsOf(endpoint: TEndpointDefinition): readonly string[] {
  return endpoint.aliases ? [endpoint.path, ...endpoint.aliases] : [endpoint.path];
}

/** The answer kind, defaulted. */
export function answerOf(endpoint: TEndpointDefinition): TAnswer {
  return endpoint.answer ?? 'envelope';
}

/** Whether the call is signed (every /api/v1 call). */
export function isSigned(path: string): boolean {
  return path.startsWith('/api/v1/');
}

/**
 * The operation id of a path: its segments after `/api/v1` in camelCase, with the method
 * first when it is not the usual one for the call (`getWorksServiceCourseClassCustomGetClassList`).
 */
export function operationIdOf(method: TMethod, path: string): string {
  const words = path
    .replace(/^\/api\/v1\//, '/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words]
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}
