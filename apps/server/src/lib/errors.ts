import { Messages, Status } from '@pn/shared';

/**
 * A failure the client should see: a non-success status, its Chinese message and the HTTP
 * status to answer with. Services throw these; the error handler turns them into the envelope.
 */
export class AppError extends Error {
  constructor(
    readonly status: string,
    message: string,
    readonly httpStatus = 400,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = Messages.VALIDATION_FAILED, result: unknown = null) =>
  new AppError(Status.VALIDATION_FAILED, message, 400, result);
export const unauthorized = (message: string = Messages.SESSION_EXPIRED) =>
  new AppError(Status.SESSION_EXPIRED, message, 401);
export const forbidden = (message: string = Messages.FORBIDDEN) =>
  new AppError(Status.FORBIDDEN, message, 403);
export const notFound = (message: string = Messages.NOT_FOUND) =>
  new AppError(Status.NOT_FOUND, message, 404);
export const conflict = (message: string) => new AppError(Status.CONFLICT, message, 409);
export const tooManyRequests = (message: string = Messages.TOO_MANY_REQUESTS) =>
  new AppError(Status.TOO_MANY_REQUESTS, message, 429);
/**
 * A business rule the user can fix; the client shows it as a warning toast. Answered with
 * HTTP 422 so it never has to match a route's success schema.
 */
export const warning = (message: string, result: unknown = null) =>
  new AppError(Status.WARNING, message, 422, result);
