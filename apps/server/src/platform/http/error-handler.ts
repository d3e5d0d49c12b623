import { httpStatusText, Messages } from '@haoduo/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { appErrorOfAi } from './ai-errors';
import { AppError } from './errors';
import { errorBody } from './envelope';

/**
 * Maps every failure to the envelope: the right status, a Chinese message, `data: null`,
 * field errors for validation. Never a stack trace, never a database message.
 */

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);

interface TDbErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Drizzle wraps driver errors; look through the cause chain for a driver error code. */
function driverErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as TDbErrorLike;
    if (
      typeof code === 'string' &&
      (CONNECTION_ERROR_CODES.has(code) || /^(08|23|40|53|57)/.test(code))
    ) {
      return code;
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
        message,
      )
    ) {
      return 'ECONNRESET';
    }
    current = cause;
  }
  return null;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = driverErrorCode(error);
  return (
    code !== null &&
    (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08') || code.startsWith('57'))
  );
}

export function installErrorHandler(
  app: FastifyInstance,
  reportError: (error: unknown) => void,
): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = appErrorOfAi(thrown) as FastifyError;
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send(errorBody(error.status, error.message, error.errors, error.data));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, issuePath(issue.params)),
        message: issue.message || Messages.VALIDATION_FAILED,
      }));
      return reply
        .status(400)
        .send(errorBody(400, errors[0]?.message ?? Messages.VALIDATION_FAILED, errors));
    }

    const dbCode = driverErrorCode(error);
    if (dbCode !== null) {
      if (isDatabaseUnavailable(error)) {
        request.log.error({ dbCode }, 'database unavailable');
        return reply.status(503).send(errorBody(503, Messages.SERVICE_UNAVAILABLE));
      }
      if (dbCode === '23505') {
        return reply.status(409).send(errorBody(409, '数据已存在，请勿重复提交'));
      }
      if (dbCode === '40001' || dbCode === '40P01') {
        return reply.status(409).send(errorBody(409, httpStatusText(409)));
      }
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, clientErrorMessage(error, status)));
    }

    request.log.error({ err: error }, 'unhandled error');
    reportError(error);
    return reply.status(500).send(errorBody(500, Messages.SERVER_ERROR));
  });
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return Messages.BODY_TOO_LARGE;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return Messages.UNSUPPORTED_MEDIA_TYPE;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return Messages.BODY_INVALID_JSON;
    default:
      break;
  }
  if (status === 400 && error instanceof SyntaxError) return Messages.BODY_INVALID_JSON;
  if (status === 429) return Messages.TOO_MANY_REQUESTS;
  return httpStatusText(status);
}

function fieldName(
  instancePath: string | undefined,
  path: ReadonlyArray<PropertyKey> | undefined,
): string {
  if (path && path.length > 0) return path.map(String).join('.');
  return (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
}

function issuePath(params: unknown): ReadonlyArray<PropertyKey> | undefined {
  const issue = (params as { issue?: { path?: ReadonlyArray<PropertyKey> } } | undefined)?.issue;
  return issue?.path;
}
