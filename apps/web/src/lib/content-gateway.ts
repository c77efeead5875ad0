import {
  ContentGateHeaders,
  Status,
  type ContentOperCode,
  type SecurityTokenResult,
} from '@pn/shared';
import { isApiError, request, type QueryParams, type RequestOptions } from './api-client';
import { getToken } from './session';

/**
 * The content-management gateway (spec §6): every back-office content write carries the
 * operation's `operCode` and a `securityToken` from GET sm/content/securityToken. The token
 * is bound to the session and lives 15 minutes; it is fetched once, reused until shortly
 * before it expires, and fetched again once when the server calls it invalid.
 */

const TOKEN_PATH = 'sm/content/securityToken';
/** A token this close to its end is replaced before use, so a slow save cannot outlive it. */
const RENEW_BEFORE_MS = 60_000;

interface CachedToken {
  value: string;
  expiresAt: number;
  /** The login token it was issued to: another login never reuses it. */
  session: string;
}

let cached: CachedToken | null = null;
let pending: { session: string; promise: Promise<string> } | null = null;

/** The session's security token, from the cache or fetched anew (`renew` skips the cache). */
export function getSecurityToken({ renew = false }: { renew?: boolean } = {}): Promise<string> {
  const session = getToken();
  if (!renew && cached?.session === session && Date.now() < cached.expiresAt) {
    return Promise.resolve(cached.value);
  }
  if (pending?.session === session) return pending.promise;
  cached = null;
  const promise = request<SecurityTokenResult>(TOKEN_PATH, { needsLogin: true })
    .then((result) => {
      cached = {
        value: result.securityToken,
        expiresAt: Date.now() + result.expiresIn * 1000 - RENEW_BEFORE_MS,
        session,
      };
      return result.securityToken;
    })
    .finally(() => {
      if (pending?.promise === promise) pending = null;
    });
  pending = { session, promise };
  return promise;
}

/** Drops the cached token (the next write fetches one). */
export function forgetSecurityToken(): void {
  cached = null;
  pending = null;
}

function isTokenRefused(error: unknown): boolean {
  return isApiError(error) && error.status === Status.SECURITY_TOKEN_INVALID;
}

export interface ContentWriteOptions extends Omit<RequestOptions, 'headers' | 'needsLogin'> {
  /** The operation's code; left out for writes the gateway checks by token only. */
  operCode?: ContentOperCode;
}

/**
 * Sends a content write through the gateway headers. A token the server no longer accepts
 * (expired, or its session renewed) is replaced and the write sent once more.
 */
export async function contentWrite<T>(
  path: string,
  { operCode, ...options }: ContentWriteOptions = {},
): Promise<T> {
  const send = (token: string) =>
    request<T>(path, {
      ...options,
      needsLogin: true,
      headers: {
        ...(operCode ? { [ContentGateHeaders.OPER_CODE]: operCode } : {}),
        [ContentGateHeaders.SECURITY_TOKEN]: token,
      },
    });
  try {
    return await send(await getSecurityToken());
  } catch (error) {
    if (!isTokenRefused(error)) throw error;
    return send(await getSecurityToken({ renew: true }));
  }
}

/** Shorthands like `authApi`, with the operation code last. */
export const contentGateway = {
  get: <T>(path: string, params?: QueryParams, operCode?: ContentOperCode) =>
    contentWrite<T>(path, { method: 'GET', params, operCode }),
  delete: <T>(path: string, params?: QueryParams, operCode?: ContentOperCode) =>
    contentWrite<T>(path, { method: 'DELETE', params, operCode }),
  post: <T>(path: string, body?: unknown, operCode?: ContentOperCode) =>
    contentWrite<T>(path, { method: 'POST', body, operCode }),
  put: <T>(path: string, body?: unknown, operCode?: ContentOperCode) =>
    contentWrite<T>(path, { method: 'PUT', body, operCode }),
  patch: <T>(path: string, body?: unknown, operCode?: ContentOperCode) =>
    contentWrite<T>(path, { method: 'PATCH', body, operCode }),
};
