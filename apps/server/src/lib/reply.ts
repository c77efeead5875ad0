import type { FastifyReply } from 'fastify';
import { Messages, Status, type ApiEnvelope } from '@pn/shared';

/** The content type of every JSON answer, for one sent as a ready string. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** The success envelope. */
export function ok<T>(result: T, message: string = Messages.OK): ApiEnvelope<T> {
  return { status: Status.OK, message, result };
}

/** A failure envelope. */
export function fail<T = null>(
  status: string,
  message: string,
  result: T = null as T,
): ApiEnvelope<T> {
  return { status, message, result };
}

/**
 * Sends an answer already serialised (checked against the route's schema when it was made):
 * the text goes out as it is, past the route's serializer.
 */
export function sendSerialised(reply: FastifyReply, json: string): void {
  void reply.type(JSON_TYPE).send(json);
}
