import { Messages, Status, type ApiEnvelope } from '@pn/shared';

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
