import { Messages, Status } from '@pn/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';
import { fail } from '../lib/reply.js';

/** Where a validation issue points, as `a.b.0.c`. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * The router's own refusals (a path that is not valid URL encoding, a path parameter
 * longer than the router accepts, a constraint that failed): the envelope like every other
 * answer, never the path echoed back. Given to Fastify as its `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'rejected by the router');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(fail(Status.URI_TOO_LONG, Messages.URI_TOO_LONG));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(fail(Status.VALIDATION_FAILED, Messages.BAD_URL));
  }
  return reply.status(500).send(fail(Status.INTERNAL_ERROR, Messages.INTERNAL_ERROR));
}

/**
 * Turns every failure into the `{status, message, result}` envelope: validation failures
 * answer HTTP 400 with the field's own Chinese message, typed errors their own status,
 * a database that cannot be reached HTTP 503 (try again shortly), and anything unexpected
 * a generic message while the cause goes to the log with the request id. No stack ever reaches the client.
 */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: fieldOf(v.instancePath),
        message: v.message ?? Messages.VALIDATION_FAILED,
      }));
      return reply.status(400).send(
        fail(Status.VALIDATION_FAILED, errors[0]?.message ?? Messages.VALIDATION_FAILED, {
          errors,
        }),
      );
    }
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(fail(error.status, error.message, error.result));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause?.issues },
        'response does not match its schema',
      );
      return reply.status(500).send(fail(Status.INTERNAL_ERROR, Messages.INTERNAL_ERROR));
    }
    const code = error.statusCode ?? 500;
    if (code === 413) {
      return reply.status(413).send(fail(Status.PAYLOAD_TOO_LARGE, Messages.PAYLOAD_TOO_LARGE));
    }
    if (code === 429) {
      return reply.status(429).send(fail(Status.TOO_MANY_REQUESTS, Messages.TOO_MANY_REQUESTS));
    }
    if (code >= 400 && code < 500) {
      // Malformed JSON, unsupported media type and the like: the client's fault, say so plainly.
      request.log.info({ err: error }, 'rejected malformed request');
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? '不支持的请求内容类型'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
              error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
              error instanceof SyntaxError
            ? '请求内容不是有效的JSON'
            : Messages.VALIDATION_FAILED;
      return reply.status(code).send(fail(Status.VALIDATION_FAILED, message));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: say so, and when to try again, not "failed".
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(fail(Status.UNAVAILABLE, Messages.UNAVAILABLE));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply
      .status(500)
      .send(fail(Status.INTERNAL_ERROR, Messages.INTERNAL_ERROR, { requestId: request.id }));
  });
});
