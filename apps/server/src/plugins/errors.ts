import { STATUS_CODES } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { API_BASE, Messages, Status } from '@pn/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';
import { fail, JSON_TYPE } from '../lib/reply.js';
import { SECURITY_HEADERS, securityHeadersFor } from './security-headers.js';

/** Where a validation issue points, as `a.b.0.c`. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** A refusal the framework or the HTTP parser makes before any route runs. */
interface Refusal {
  httpStatus: number;
  status: string;
  message: string;
}

const refusal = (httpStatus: number, status: string, message: string): Refusal => ({
  httpStatus,
  status,
  message,
});

/**
 * Fastify's own errors a client can provoke, by code: each answers its HTTP status with
 * the platform's status and a plain Chinese message, never the request echoed back.
 */
const FRAMEWORK_REFUSALS: Readonly<Record<string, Refusal>> = {
  FST_ERR_MAX_PARAM_LENGTH: refusal(414, Status.URI_TOO_LONG, Messages.URI_TOO_LONG),
  FST_ERR_BAD_URL: refusal(400, Status.VALIDATION_FAILED, Messages.BAD_URL),
  FST_ERR_CTP_BODY_TOO_LARGE: refusal(413, Status.PAYLOAD_TOO_LARGE, Messages.PAYLOAD_TOO_LARGE),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: refusal(
    415,
    Status.UNSUPPORTED_MEDIA_TYPE,
    Messages.UNSUPPORTED_MEDIA_TYPE,
  ),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: refusal(
    400,
    Status.VALIDATION_FAILED,
    Messages.BAD_CONTENT_LENGTH,
  ),
  FST_ERR_CTP_EMPTY_JSON_BODY: refusal(400, Status.VALIDATION_FAILED, Messages.INVALID_JSON),
  FST_ERR_CTP_INVALID_JSON_BODY: refusal(400, Status.VALIDATION_FAILED, Messages.INVALID_JSON),
};

/** Refusals by HTTP status, for errors of other plugins that carry only a status code. */
const REFUSALS_BY_HTTP_STATUS: Readonly<Record<number, Refusal>> = {
  405: refusal(405, Status.METHOD_NOT_ALLOWED, Messages.METHOD_NOT_ALLOWED),
  408: refusal(408, Status.REQUEST_TIMEOUT, Messages.REQUEST_TIMEOUT),
  413: refusal(413, Status.PAYLOAD_TOO_LARGE, Messages.PAYLOAD_TOO_LARGE),
  414: refusal(414, Status.URI_TOO_LONG, Messages.URI_TOO_LONG),
  415: refusal(415, Status.UNSUPPORTED_MEDIA_TYPE, Messages.UNSUPPORTED_MEDIA_TYPE),
  429: refusal(429, Status.TOO_MANY_REQUESTS, Messages.TOO_MANY_REQUESTS),
  431: refusal(431, Status.HEADERS_TOO_LARGE, Messages.HEADERS_TOO_LARGE),
};

/** What a client error (4xx) of any code answers. */
function refusalOf(error: FastifyError, httpStatus: number): Refusal {
  const known =
    (error.code && FRAMEWORK_REFUSALS[error.code]) || REFUSALS_BY_HTTP_STATUS[httpStatus];
  if (known) return known;
  // secure-json-parse's refusals (a prototype property in the body) are syntax errors.
  if (error instanceof SyntaxError) return FRAMEWORK_REFUSALS.FST_ERR_CTP_INVALID_JSON_BODY!;
  return refusal(httpStatus, Status.VALIDATION_FAILED, Messages.VALIDATION_FAILED);
}

/**
 * The router's own refusals (a path that is not valid URL encoding, a path parameter
 * longer than the router accepts, a constraint that failed): the envelope like every other
 * answer, never the path echoed back. Given to Fastify as its `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'rejected by the router');
  // No hook runs before the router: what they add to every answer is added here.
  void reply.headers(securityHeadersFor(request.url)).header('x-request-id', request.id);
  const known = error.code ? FRAMEWORK_REFUSALS[error.code] : undefined;
  if (known) return reply.status(known.httpStatus).send(fail(known.status, known.message));
  return reply.status(500).send(fail(Status.INTERNAL_ERROR, Messages.INTERNAL_ERROR));
}

/** Parser errors that say the request was too slow or its headers too large. */
const CLIENT_ERROR_REFUSALS: Readonly<Record<string, Refusal>> = {
  ERR_HTTP_REQUEST_TIMEOUT: REFUSALS_BY_HTTP_STATUS[408]!,
  HPE_HEADER_OVERFLOW: REFUSALS_BY_HTTP_STATUS[431]!,
};
const BAD_REQUEST = refusal(400, Status.VALIDATION_FAILED, Messages.BAD_REQUEST);
const NOT_FOUND = refusal(404, Status.NOT_FOUND, Messages.NOT_FOUND);

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a made-up method, a
 * malformed request line or header, headers too large, a request that never finished):
 * the envelope too, with the security headers, and the connection closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && CLIENT_ERROR_REFUSALS[error.code]) || BAD_REQUEST;
  this.log.debug({ code: error.code }, 'rejected by the HTTP parser');
  writeRefusal(socket, answer);
  socket.destroy(error);
}

/** Writes a refusal straight to the socket, in the envelope with the security headers. */
function writeRefusal(socket: Duplex, answer: Refusal, headers: readonly string[] = []) {
  if (!socket.writable) return;
  const body = JSON.stringify(fail(answer.status, answer.message));
  const head = [
    `HTTP/1.1 ${answer.httpStatus} ${STATUS_CODES[answer.httpStatus]}`,
    `content-type: ${JSON_TYPE}`,
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...headers,
    ...SECURITY_HEADER_LINES,
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
}
const SECURITY_HEADER_LINES = Object.entries(SECURITY_HEADERS).map(
  ([name, value]) => `${name}: ${value}`,
);

/** The methods each API path answers, for telling 405 from 404 once no route matched. */
function methodIndex() {
  const router = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 10_000 });
  const methods = new Set<string>();
  const noop = () => undefined;
  return {
    add(method: string | string[], url: string) {
      for (const m of Array.isArray(method) ? method : [method]) {
        try {
          router.on(m as HTTPMethod, url, noop);
          methods.add(m);
        } catch {
          // Already known (HEAD beside its GET), or a method the router cannot index.
        }
      }
    },
    /** The methods `path` answers; empty when no route has it. */
    allowed(path: string): string[] {
      return [...methods].filter((m) => router.find(m as HTTPMethod, path) !== null);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods an API path answers (empty for an unknown path): the 405 answer's Allow header. */
    allowedMethods(path: string): string[];
  }
}

/**
 * Turns every failure into the `{status, message, result}` envelope: validation failures
 * answer HTTP 400 with the field's own Chinese message, typed errors their own status,
 * a database that cannot be reached HTTP 503 (try again shortly), and anything unexpected
 * a generic message while the cause goes to the log with the request id. No stack ever reaches the client.
 */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  // Only API paths are indexed; the not-found handler asks it before answering 404.
  const index = methodIndex();
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${API_BASE}/`)) index.add(route.method, route.url);
  });
  app.decorate('allowedMethods', (path: string) => index.allowed(path));

  // Node hands a CONNECT request to the server's 'connect' listeners instead of Fastify,
  // and with none drops the connection unanswered: it is answered here like any other
  // method a path does not have (405 naming the methods it has, else 404; 400 for a
  // target that is not a path), and the connection closed.
  app.server.on('connect', (request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    const target = request.url ?? '';
    const path = target.split('?')[0]!;
    const allowed = path.startsWith(`${API_BASE}/`) ? index.allowed(path) : [];
    if (!target.startsWith('/')) writeRefusal(socket, BAD_REQUEST);
    else if (allowed.length > 0) {
      writeRefusal(socket, REFUSALS_BY_HTTP_STATUS[405]!, [`allow: ${allowed.join(', ')}`]);
    } else writeRefusal(socket, NOT_FOUND);
    socket.end();
  });

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
    if (code >= 400 && code < 500) {
      // Malformed JSON, unsupported media type, a body too large and the like: the client's
      // fault, said plainly.
      request.log.info({ code: error.code }, 'rejected malformed request');
      const answer = refusalOf(error, code);
      return reply.status(answer.httpStatus).send(fail(answer.status, answer.message));
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
