import {
  API_BASE,
  Headers as HeaderName,
  Messages,
  PASS_THROUGH_STATUSES,
  RELOGIN_REDIRECT_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  ROUTE_VALUE,
  SESSION_EXPIRED_STATUSES,
  SUCCESS_STATUSES,
  WARNING_STATUS,
  type ApiEnvelope,
} from '@pn/shared';
import { webEnv } from '@/config/env';
import { isLoginPage, loginHref } from '@/config/paths';
import { browser, newRequestId } from './browser';
import { enqueueErrorLog } from './error-log-queue';
import { toast } from './message';
import { clearUser, getLoginInfo, StorageKey } from './session';
import { storage } from './storage';
import { isTokenOpenEndpoint } from './token-open-endpoints';

/**
 * The one HTTP client of the web app (spec §8). Pages and features never call `fetch`:
 * they call `api.*` / `authApi.*`, `request()`, `requestEnvelope()` or `requestBlob()`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Query-string parameters (how GET and DELETE send theirs); null/undefined are left out. */
  params?: QueryParams;
  /** JSON body, or a FormData sent as multipart/form-data. */
  body?: unknown;
  /**
   * The call needs login: send the auth headers when a token exists. Left out, only the
   * token-open endpoints (lib/token-open-endpoints.ts) get them; `authApi` defaults it to true.
   */
  needsLogin?: boolean;
  /** A platform-user operation: also send the platform id (platId header). */
  platformUser?: boolean;
  /** Cancels the call silently (TanStack Query passes one to every query). */
  signal?: AbortSignal;
  /** Defaults to REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * Background calls (log uploads, notifications) show no warning, timeout or network
   * toast and are not queued as error logs. Session expiry is still handled.
   */
  background?: boolean;
  /**
   * Session expiry is not announced or redirected (log-out: its failures are swallowed,
   * spec §8); the call still rejects with kind 'session-expired'.
   */
  silentExpiry?: boolean;
}

/** Why a call failed. */
export type ApiErrorKind =
  /** The server answered a non-success status. */
  | 'status'
  /** Status 101101: its message was shown as a warning. */
  | 'warning'
  /** Status 103/120001/401 or HTTP 401. */
  | 'session-expired'
  /** The response was not an envelope (proxy error page, empty body...). */
  | 'http'
  | 'timeout'
  | 'network'
  /** Cancelled by the caller's AbortSignal; never shown to the user. */
  | 'canceled';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: string;
  readonly httpStatus: number;
  readonly kind: ApiErrorKind;
  /** The `x-request-id` sent with the call, also the error log's transId. */
  readonly requestId: string;
  /** The envelope's result, when there was one. */
  readonly result: unknown;

  constructor(init: {
    status: string;
    message: string;
    httpStatus: number;
    kind: ApiErrorKind;
    requestId: string;
    result?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    this.kind = init.kind;
    this.requestId = init.requestId;
    this.result = init.result;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Pseudo statuses of calls that got no answer. */
export const NO_RESPONSE_STATUS = {
  timeout: 'TIMEOUT',
  network: 'NETWORK_ERROR',
  canceled: 'CANCELED',
} as const;

function buildUrl(path: string, params?: QueryParams): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const v of values) if (v !== null && v !== undefined) search.append(key, String(v));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** The service-provider record's mall token, when one is stored. */
function mallToken(): string {
  const record = storage.getJson<{ mallToken?: unknown }>(StorageKey.SERVICE_PROVIDER);
  return typeof record?.mallToken === 'string' ? record.mallToken : '';
}

/** Spec §6 auth headers; empty when nobody is logged in. */
export function authHeaders(options: { platformUser?: boolean } = {}): Record<string, string> {
  const info = getLoginInfo();
  if (!info?.token) return {};
  const headers: Record<string, string> = {
    [HeaderName.USER_TOKEN]: info.token,
    [HeaderName.CST_TOKEN]: info.token,
    [HeaderName.ROUTE_VALUE]: ROUTE_VALUE,
  };
  if (info.custCode) headers[HeaderName.CUST_CODE] = info.custCode;
  if (info.beId) headers[HeaderName.BE_ID] = info.beId;
  const mall = mallToken();
  if (mall) headers[HeaderName.MALL_TOKEN] = mall;
  const platId = storage.get(StorageKey.PLAT_ID);
  if (options.platformUser && platId) headers[HeaderName.PLAT_ID] = platId;
  return headers;
}

/** Whether a call gets the auth headers: flagged as needing login, or token-open. */
export function sendsAuthHeaders(path: string, options: Pick<RequestOptions, 'needsLogin'>) {
  return options.needsLogin ?? isTokenOpenEndpoint(path);
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    (typeof value.status === 'string' || typeof value.status === 'number')
  );
}

let reloginTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Spec §4 expiry: message, clear the session, then after 500 ms go to login (or straight
 * to the external 4A login page when one is configured).
 */
function handleSessionExpired(): void {
  toast.error(Messages.SESSION_EXPIRED);
  clearUser();
  const external = webEnv().externalLoginUrl;
  if (external) {
    browser.assign(external);
    return;
  }
  // Several calls failing together must lead to one redirect.
  if (reloginTimer !== undefined) return;
  reloginTimer = setTimeout(() => {
    reloginTimer = undefined;
    const current = browser.currentPath();
    if (isLoginPage(current)) return;
    browser.assign(loginHref(current));
  }, RELOGIN_REDIRECT_DELAY_MS);
}

interface Sent {
  envelope: ApiEnvelope<unknown>;
  httpStatus: number;
  requestId: string;
}

/** What came back, before the envelope rules are applied. */
interface Received<T> {
  value: T;
  httpStatus: number;
  requestId: string;
}

/**
 * Sends one call (headers, JSON or multipart body, timeout, cancellation) and hands the
 * response to `read` while the timeout still runs, so a body that stops arriving times out
 * too. A call that gets no answer rejects here: timeout, network error or cancellation.
 */
async function transmit<T>(
  path: string,
  options: RequestOptions,
  accept: string,
  read: (response: Response) => Promise<T>,
): Promise<Received<T>> {
  const method = options.method ?? 'GET';
  const requestId = newRequestId();
  const headers: Record<string, string> = {
    Accept: accept,
    'x-request-id': requestId,
    ...(sendsAuthHeaders(path, options) ? authHeaders(options) : {}),
    ...options.headers,
  };
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    // The browser writes the multipart Content-Type with its boundary.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const callerSignal = options.signal;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const fail = (kind: ApiErrorKind, message: string, status: string) =>
    new ApiError({ kind, message, status, httpStatus: 0, requestId });

  try {
    const response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    return { value: await read(response), httpStatus: response.status, requestId };
  } catch {
    if (timedOut) {
      if (!options.background) toast.error(Messages.TIMEOUT);
      throw fail('timeout', Messages.TIMEOUT, NO_RESPONSE_STATUS.timeout);
    }
    if (callerSignal?.aborted) {
      throw fail('canceled', 'canceled', NO_RESPONSE_STATUS.canceled);
    }
    if (!options.background) toast.error(Messages.NETWORK_ERROR);
    throw fail('network', Messages.NETWORK_ERROR, NO_RESPONSE_STATUS.network);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

/** The body as JSON, or undefined when it is empty or not JSON. */
async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Applies spec §8 to an answer: success and pass-through envelopes come back; session
 * expiry, warnings, other statuses and answers that are no envelope reject with an
 * ApiError (after the message, error log and redirect they call for).
 */
function settle(
  parsed: unknown,
  received: Omit<Received<unknown>, 'value'>,
  options: RequestOptions,
): Sent {
  const { httpStatus, requestId } = received;
  const envelope = isEnvelope(parsed) ? parsed : undefined;
  const status = envelope ? String(envelope.status) : String(httpStatus);
  const message = envelope?.message || Messages.requestFailed(status);
  const isSuccess = envelope !== undefined && SUCCESS_STATUSES.includes(status);

  if (!isSuccess && !options.background) {
    enqueueErrorLog({ transId: requestId, message, status });
  }

  if (httpStatus === 401 || SESSION_EXPIRED_STATUSES.includes(status)) {
    if (!options.silentExpiry) handleSessionExpired();
    throw new ApiError({
      kind: 'session-expired',
      message: Messages.SESSION_EXPIRED,
      status,
      httpStatus,
      requestId,
      result: envelope?.result,
    });
  }
  if (!envelope) {
    throw new ApiError({ kind: 'http', message, status, httpStatus, requestId });
  }
  if (isSuccess || PASS_THROUGH_STATUSES.includes(status)) {
    return { envelope: { ...envelope, status }, httpStatus, requestId };
  }
  if (status === WARNING_STATUS) {
    if (!options.background && envelope.message) toast.warning(envelope.message);
    throw new ApiError({
      kind: 'warning',
      message,
      status,
      httpStatus,
      requestId,
      result: envelope.result,
    });
  }
  if (httpStatus === 403) for (const listener of forbiddenListeners) listener();
  throw new ApiError({
    kind: 'status',
    message,
    status,
    httpStatus,
    requestId,
    result: envelope.result,
  });
}

const forbiddenListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the server refuses a call with HTTP 403: the account's
 * permissions may have changed since its menus were loaded. Answers the unsubscribe.
 */
export function onForbidden(listener: () => void): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

async function send(path: string, options: RequestOptions): Promise<Sent> {
  const received = await transmit(path, options, 'application/json', jsonOf);
  return settle(received.value, received, options);
}

/**
 * Calls the API and resolves with the envelope's `result` for a success status
 * (0, 00000, 2, 200, 100006, 100029); any other status rejects with an ApiError.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { envelope, httpStatus, requestId } = await send(path, options);
  if (SUCCESS_STATUSES.includes(envelope.status)) return envelope.result as T;
  // A pass-through status that is not a success (40050): only requestEnvelope() hands it out.
  throw new ApiError({
    kind: 'status',
    message: envelope.message || Messages.requestFailed(envelope.status),
    status: envelope.status,
    httpStatus,
    requestId,
    result: envelope.result,
  });
}

/**
 * For callers that branch on the status: resolves with the whole envelope for success
 * and pass-through statuses (100006, 100029, 2, 200, 40050); rejects like request().
 */
export async function requestEnvelope<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const { envelope } = await send(path, options);
  return envelope as ApiEnvelope<T>;
}

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*` (UTF-8, so
 * Chinese names survive) when present, else the plain `filename`, else `fallback`.
 */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Badly encoded: try the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || fallback;
}

/** A file the server sent. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else the caller's fallback name. */
  fileName: string;
}

/** What the answer's headers say about the size of a download, to measure progress against. */
export interface DownloadExpected {
  /** Content-Length in bytes; null for a streamed file, which has none. */
  contentLength: number | null;
  /** X-Total-Count: the rows the file holds, when the server announces them. */
  totalCount: number | null;
}

export interface DownloadOptions extends RequestOptions {
  /** The file's name when the answer gives none. */
  fallbackName?: string;
  /**
   * Called with the bytes received so far while the file streams in (first with 0 once the
   * headers are in), and with what the headers say the whole will be.
   */
  onProgress?: (received: number, expected: DownloadExpected) => void;
}

function headerCount(response: Response, name: string): number | null {
  const raw = response.headers.get(name);
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** Reads a body as a Blob, reporting progress chunk by chunk when asked to. */
async function blobOf(
  response: Response,
  type: string,
  onProgress?: DownloadOptions['onProgress'],
): Promise<Blob> {
  const reader = onProgress ? response.body?.getReader() : undefined;
  if (!reader) return response.blob();
  const expected: DownloadExpected = {
    contentLength: headerCount(response, 'content-length'),
    totalCount: headerCount(response, 'x-total-count'),
  };
  onProgress?.(0, expected);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress?.(received, expected);
  }
  return new Blob(chunks, { type });
}

/**
 * Downloads a file (an export) with the same headers, timeout and session handling as
 * every other call. A server that answers JSON instead of a file is read as an envelope:
 * session expiry is handled as in request() and any refusal rejects with its message.
 */
export async function requestBlob(
  path: string,
  options: DownloadOptions = {},
): Promise<DownloadedFile> {
  const received = await transmit(path, options, '*/*', async (response) => {
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('json')) {
      return { file: undefined, parsed: await jsonOf(response) };
    }
    const blob = await blobOf(response, type, options.onProgress);
    return {
      file: {
        blob,
        fileName: fileNameOf(
          response.headers.get('content-disposition'),
          options.fallbackName ?? 'download',
        ),
      },
      parsed: undefined,
    };
  });
  if (received.value.file) return received.value.file;
  const { envelope, httpStatus, requestId } = settle(received.value.parsed, received, options);
  // An envelope, even a success one, where a file was expected: no file to hand out.
  throw new ApiError({
    kind: 'http',
    message: envelope.message || Messages.requestFailed(envelope.status),
    status: envelope.status,
    httpStatus,
    requestId,
    result: envelope.result,
  });
}

/** Hands a downloaded file to the browser, which saves it under its name. */
export function saveDownloadedFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type NoMethod = Omit<RequestOptions, 'method' | 'params' | 'body'>;
type NoDownloadMethod = Omit<DownloadOptions, 'method' | 'params' | 'body'>;

/**
 * Shorthands: GET/DELETE take query params, POST/PUT/PATCH a JSON body; `upload` POSTs a
 * multipart form, `download` GETs a file.
 */
export const api = {
  get: <T>(path: string, params?: QueryParams, options?: NoMethod) =>
    request<T>(path, { ...options, method: 'GET', params }),
  delete: <T>(path: string, params?: QueryParams, options?: NoMethod) =>
    request<T>(path, { ...options, method: 'DELETE', params }),
  post: <T>(path: string, body?: unknown, options?: NoMethod) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: NoMethod) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: NoMethod) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  upload: <T>(path: string, form: FormData, options?: NoMethod) =>
    request<T>(path, { ...options, method: 'POST', body: form }),
  download: (path: string, params?: QueryParams, options?: NoDownloadMethod) =>
    requestBlob(path, { ...options, method: 'GET', params }),
};

/**
 * The same shorthands with `needsLogin` on by default: what console and back-office API
 * modules use, so their calls always carry the auth headers.
 */
export const authApi = {
  get: <T>(path: string, params?: QueryParams, options?: NoMethod) =>
    api.get<T>(path, params, { needsLogin: true, ...options }),
  delete: <T>(path: string, params?: QueryParams, options?: NoMethod) =>
    api.delete<T>(path, params, { needsLogin: true, ...options }),
  post: <T>(path: string, body?: unknown, options?: NoMethod) =>
    api.post<T>(path, body, { needsLogin: true, ...options }),
  put: <T>(path: string, body?: unknown, options?: NoMethod) =>
    api.put<T>(path, body, { needsLogin: true, ...options }),
  patch: <T>(path: string, body?: unknown, options?: NoMethod) =>
    api.patch<T>(path, body, { needsLogin: true, ...options }),
  upload: <T>(path: string, form: FormData, options?: NoMethod) =>
    api.upload<T>(path, form, { needsLogin: true, ...options }),
  download: (path: string, params?: QueryParams, options?: NoDownloadMethod) =>
    api.download(path, params, { needsLogin: true, ...options }),
};
