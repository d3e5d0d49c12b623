import {
  answerOf,
  Header,
  isSigned,
  Messages,
  operationIdOf,
  pathsOf,
  SIGN_QUERY_SIGN,
  SIGN_QUERY_TS,
  type TEndpointDefinition,
} from '@haoduo/contract';
import { propertiesOf, requestBodyOf, successAnswer } from './openapi-bodies';
import { SchemaConverter, type TJsonSchema } from './openapi-schema';

/**
 * The OpenAPI 3.1 document of the wire contract, generated from the endpoint table: every
 * path of every endpoint (aliases included), with the signature, the headers, the envelope
 * and the errors each call can answer.
 */

export interface TOpenApiOptions {
  version: string;
  /** A tenant code for the permission-tenant-en header's example. */
  tenantCode: string;
}

type TOperation = Record<string, unknown>;
export type TOpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, TOperation>>;
  components: Record<string, Record<string, unknown>>;
} & Record<string, unknown>;

const SIGNATURE_HOW =
  'hex(HMAC-SHA256(SIGN_SALT, ts + "\\n" + token + "\\n" + payload)), lower case. ' +
  '`token` is the bearer token without "Bearer " (empty when signed out). `payload` of a GET: ' +
  'the other query parameters (not ts and sign), each name and value encoded with ' +
  'encodeURIComponent, sorted by name then value, joined as `name=value&name=value`. ' +
  '`payload` of a POST: the exact body text as sent (empty for a multipart upload). ' +
  'The contract package computes it: `signedQueryString` / `computeSignature` of @haoduo/contract.';

const DESCRIPTION = [
  'Every call of the learner site, the back office and partner apps.',
  '',
  'Calls under /api/v1 are signed: each carries the `ts` (milliseconds since 1970, within five',
  'minutes of the server clock) and `sign` query parameters and the `permission-tenant-en`',
  'header. ' + SIGNATURE_HOW,
  '',
  'Every JSON answer is an envelope `{ code, message, data }`; `code` repeats the HTTP status,',
  '`message` is meant for people (Chinese), and a validation failure adds `errors[]` with the',
  'field and its message.',
].join('\n');

/** The error answers every signed call may give, and the ones an endpoint adds. */
const ERROR_ANSWERS: Record<number, { name: string; description: string; message: string }> = {
  400: { name: 'BadRequest', description: 'Invalid input', message: Messages.VALIDATION_FAILED },
  401: {
    name: 'Unauthorized',
    description: 'Bad signature, or sign-in required',
    message: Messages.LOGIN_REQUIRED,
  },
  403: {
    name: 'Forbidden',
    description: 'Wrong tenant, or not allowed for this caller',
    message: Messages.FORBIDDEN,
  },
  404: { name: 'NotFound', description: 'No such record', message: Messages.NOT_FOUND },
  409: { name: 'Conflict', description: 'Conflicts with existing data', message: '数据冲突' },
  410: { name: 'Gone', description: 'No longer available', message: '已失效' },
  413: { name: 'PayloadTooLarge', description: 'Too large', message: Messages.BODY_TOO_LARGE },
  415: {
    name: 'UnsupportedMediaType',
    description: 'Unsupported content type',
    message: Messages.UNSUPPORTED_MEDIA_TYPE,
  },
  422: { name: 'Unprocessable', description: 'Cannot be processed', message: '无法处理' },
  429: {
    name: 'TooManyRequests',
    description: 'Rate limited',
    message: Messages.TOO_MANY_REQUESTS,
  },
  502: { name: 'BadGateway', description: 'An upstream service failed', message: '服务异常' },
  503: {
    name: 'ServiceUnavailable',
    description: 'Temporarily unavailable',
    message: Messages.SERVICE_UNAVAILABLE,
  },
};

const TAG_DESCRIPTIONS: Record<string, string> = {};

export function buildOpenApiDocument(
  endpoints: readonly TEndpointDefinition[],
  options: TOpenApiOptions,
): TOpenApiDocument {
  const schemas = new SchemaConverter();
  const paths: TOpenApiDocument['paths'] = {};
  const usedErrors = new Set<number>();
  const tags = new Set<string>();

  for (const endpoint of endpoints) {
    tags.add(endpoint.tag);
    for (const path of pathsOf(endpoint)) {
      const operation = operationOf(endpoint, path, schemas, usedErrors);
      (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation;
    }
  }

  const sortedPaths = Object.fromEntries(
    Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: '好多AI API',
      version: options.version,
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      contact: { name: '好多AI' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: [...tags].sort().map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name] ?? `Calls of the ${name} domain`,
    })),
    paths: sortedPaths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token a sign-in call answers, as `Authorization: Bearer <token>`',
        },
      },
      parameters: commonParameters(options),
      responses: Object.fromEntries(
        [...usedErrors].sort().map((status) => [ERROR_ANSWERS[status]!.name, errorAnswer(status)]),
      ),
      schemas: {
        FieldError: {
          type: 'object',
          required: ['field', 'message'],
          properties: {
            field: { type: 'string', description: 'The field, as a dotted path' },
            message: { type: 'string' },
          },
        },
        ErrorEnvelope: {
          type: 'object',
          required: ['code', 'message', 'data'],
          properties: {
            code: { type: 'integer', description: 'The HTTP status' },
            message: { type: 'string', description: 'For people (Chinese)' },
            data: {
              description:
                'null, or details a page acts on: a refused disclosure answers { care: true, kind }',
              type: ['object', 'null'],
            },
            errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
          },
        },
        ...schemas.components,
      },
    },
  };
}

function commonParameters(options: TOpenApiOptions): Record<string, unknown> {
  return {
    ts: {
      name: SIGN_QUERY_TS,
      in: 'query',
      required: true,
      description:
        'The request time in milliseconds since 1970 (within five minutes of the server).',
      schema: { type: 'string', pattern: '^\\d+$' },
      example: '1767225600000',
    },
    sign: {
      name: SIGN_QUERY_SIGN,
      in: 'query',
      required: true,
      description: `The request signature: ${SIGNATURE_HOW}`,
      schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    },
    tenant: {
      name: Header.TENANT_CODE,
      in: 'header',
      required: true,
      description: 'The tenant code of this deployment.',
      schema: { type: 'string', pattern: '^\\d+$' },
      example: options.tenantCode,
    },
    accountType: {
      name: Header.ACCOUNT_TYPE,
      in: 'header',
      required: false,
      description:
        'The account type the learner site signed in as (1 teacher, 2 student); a mismatch answers 403.',
      schema: { type: 'string' },
    },
    tenantInfo: {
      name: Header.TENANT_INFO,
      in: 'header',
      required: false,
      description: "The school the learner acts in (one of the account's schools).",
      schema: { type: 'string' },
    },
  };
}

function errorAnswer(status: number): Record<string, unknown> {
  const answer = ERROR_ANSWERS[status]!;
  return {
    description: answer.description,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ErrorEnvelope' },
        example: { code: status, message: answer.message, data: null },
      },
    },
  };
}

function operationOf(
  endpoint: TEndpointDefinition,
  path: string,
  schemas: SchemaConverter,
  usedErrors: Set<number>,
): TOperation {
  const operationId = operationIdOf(endpoint.method, path);
  const signed = isSigned(path);
  const parameters: unknown[] = [];

  for (const name of path.match(/\{([^}]+)\}/g)?.map((part) => part.slice(1, -1)) ?? []) {
    const schema = endpoint.params
      ? propertiesOf(schemas.convert(endpoint.params, 'input', `${operationId}Params`))[name]
      : undefined;
    parameters.push({
      name,
      in: 'path',
      required: true,
      ...(name === endpoint.restParam
        ? { description: 'The rest of the path (may hold slashes)' }
        : {}),
      schema: schema ?? { type: 'string' },
    });
  }
  if (endpoint.query) {
    const query = schemas.convert(endpoint.query, 'input', `${operationId}Query`);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(propertiesOf(query))) {
      const { description, ...rest } = schema as TJsonSchema;
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      });
    }
  }
  if (signed) {
    for (const name of ['ts', 'sign', 'tenant', 'accountType', 'tenantInfo']) {
      parameters.push({ $ref: `#/components/parameters/${name}` });
    }
  }

  const errorStatuses = new Set<number>(endpoint.errors ?? []);
  if (signed || endpoint.query || endpoint.body || endpoint.params || endpoint.upload) {
    errorStatuses.add(400);
  }
  if (signed || endpoint.access !== 'public') {
    errorStatuses.add(401);
    errorStatuses.add(403);
  }
  const responses: Record<string, unknown> = {
    '200': successAnswer(endpoint, schemas, operationId),
  };
  if (answerOf(endpoint) === 'page') {
    responses['302'] = { description: 'A redirect (to the service with a ticket, or to sign in)' };
  }
  for (const status of [...errorStatuses].sort()) {
    usedErrors.add(status);
    responses[String(status)] = { $ref: `#/components/responses/${ERROR_ANSWERS[status]!.name}` };
  }

  const operation: TOperation = {
    operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: describe(endpoint, path),
    ...(parameters.length > 0 ? { parameters } : {}),
  };
  const requestBody = requestBodyOf(endpoint, schemas, operationId);
  if (requestBody) operation.requestBody = requestBody;
  operation.responses = responses;
  operation.security = endpoint.access === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }];
  if (endpoint.permission) operation['x-permission'] = endpoint.permission;
  operation['x-access'] = endpoint.access;
  if (endpoint.deprecated) operation.deprecated = true;
  return operation;
}

const ACCESS_TEXT: Record<TEndpointDefinition['access'], string> = {
  public: 'Anyone may call it (a token, if sent, is read).',
  'signed-in': 'Any signed-in caller.',
  learner: 'A signed-in teacher or student of the learner site.',
  teacher: 'A signed-in teacher.',
  student: 'A signed-in student.',
  staff: 'Back-office staff',
};

function describe(endpoint: TEndpointDefinition, path: string): string {
  const lines = [
    endpoint.access === 'staff'
      ? `${ACCESS_TEXT.staff} holding the permission \`${endpoint.permission ?? '?'}\`.`
      : ACCESS_TEXT[endpoint.access],
  ];
  if (path !== endpoint.path) lines.push(`The same call as \`${endpoint.path}\`.`);
  if (endpoint.description) lines.push(endpoint.description);
  return lines.join('\n\n');
}
