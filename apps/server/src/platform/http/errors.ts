import { Messages, type TFieldError } from '@haoduo/contract';

/**
 * The one application error. Services throw it; the error handler turns it into the
 * envelope with the same status in `code`. Messages are Chinese sentences a pupil can act on.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: TFieldError[] = [],
    /** The envelope's `data` (null for most errors): details a page acts on. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (
  message: string = Messages.VALIDATION_FAILED,
  errors: TFieldError[] = [],
) => new AppError(400, message, errors);
export const unauthorized = (message: string = Messages.LOGIN_REQUIRED) =>
  new AppError(401, message);
export const forbidden = (message: string = Messages.FORBIDDEN) => new AppError(403, message);
export const notFound = (message: string = Messages.NOT_FOUND) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const gone = (message: string) => new AppError(410, message);
export const unprocessable = (message: string, errors: TFieldError[] = []) =>
  new AppError(422, message, errors);
export const tooManyRequests = (message: string = Messages.TOO_MANY_REQUESTS) =>
  new AppError(429, message);
export const serviceUnavailable = (message: string = Messages.SERVICE_UNAVAILABLE) =>
  new AppError(503, message);
