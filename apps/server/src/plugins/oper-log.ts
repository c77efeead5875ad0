import { API_BASE, maskPhone, OperType, userTypeOf } from '@pn/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Insertable } from 'kysely';
import type { OperLogTable } from '../db/schema.js';

/** Body and query fields never written to the log. */
const SECRET_KEYS = /pass(word)?|pwd|code|token|secret|sign|vaultcode|captcha/i;
/** Personal contact fields: kept recognisable for support, but masked. */
const PERSONAL_KEYS = /tel$|phone|mobile|e?mail$/i;
const MAX_PARAM_CHARS = 2000;

function maskPersonal(value: unknown): unknown {
  if (typeof value !== 'string') return '******';
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}***${value.slice(at)}`;
  return /^\d{11}$/.test(value) ? maskPhone(value) : '******';
}
const FLUSH_EVERY_MS = 1000;
const FLUSH_AT = 200;

/**
 * Copies a request payload with secrets hidden and personal contact details masked, as
 * compact JSON of bounded length.
 */
export function maskParams(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const walk = (v: unknown, depth: number): unknown => {
    if (depth > 5) return '…';
    if (Array.isArray(v)) return v.slice(0, 50).map((x) => walk(x, depth + 1));
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).map(([k, x]) => [
          k,
          SECRET_KEYS.test(k)
            ? '******'
            : PERSONAL_KEYS.test(k)
              ? maskPersonal(x)
              : walk(x, depth + 1),
        ]),
      );
    }
    return v;
  };
  const text = JSON.stringify(walk(value, 0));
  return text.length > MAX_PARAM_CHARS ? `${text.slice(0, MAX_PARAM_CHARS)}…` : text;
}

function operTypeOf(request: FastifyRequest): number {
  const configured = request.routeOptions.config?.operType;
  if (configured !== undefined) return configured;
  return request.method === 'GET' ? OperType.BROWSE : OperType.OTHER;
}

/**
 * Records every API call in the operation log. Rows are buffered and written in batches
 * so the log costs a request nothing; the buffer is flushed on close.
 */
export const operLogPlugin = fp(async function operLog(app: FastifyInstance) {
  let buffer: Insertable<OperLogTable>[] = [];
  let flushing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (buffer.length === 0) return flushing;
    const rows = buffer;
    buffer = [];
    flushing = flushing
      .then(() => app.database.db.insertInto('operLog').values(rows).execute())
      .then(
        () => undefined,
        (err) => app.log.error({ err, rows: rows.length }, 'operation log write failed'),
      );
    return flushing;
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();

  app.decorate('flushOperLog', flush);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });

  /** Whether this answer is written to the log. */
  const logged = (request: FastifyRequest, reply: FastifyReply): boolean => {
    // Anonymous reads that succeed (the portal's pages and lists, crawlers) are counted by
    // the request metrics, not written here row by row: on the embedded database every
    // write holds up the requests behind it. Asked first: it is most requests, and the
    // route's options are built afresh on each read.
    if (!request.user && request.method === 'GET' && reply.statusCode < 400) return false;
    const { url, config } = request.routeOptions;
    if (!url || !url.startsWith(`${API_BASE}/`) || config?.skipOperLog) return false;
    return !url.startsWith(`${API_BASE}/docs`) && url !== `${API_BASE}/openapi.json`;
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    // Keep the answer's status and message for the log without parsing it again later.
    if (typeof payload === 'string' && payload.startsWith('{"status"') && logged(request, reply)) {
      const m = /^\{"status":"([^"]*)","message":"((?:[^"\\]|\\.)*)"/.exec(payload);
      if (m) reply.operResult = { status: m[1] ?? '', message: m[2] ?? '' };
    }
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    if (logged(request, reply)) record(request, reply);
    done();
  });

  function record(request: FastifyRequest, reply: FastifyReply) {
    const user = request.user;
    // A login names its account in the body before any session exists.
    const body = request.body as { loginAccount?: unknown } | undefined;
    const claimed =
      !user && typeof body?.loginAccount === 'string' ? body.loginAccount.slice(0, 64) : null;
    const status = reply.operResult?.status ?? String(reply.statusCode);
    const ok = status === '0';
    const isRead = request.method === 'GET' || request.method === 'DELETE';
    buffer.push({
      status,
      operType: operTypeOf(request),
      operUrl: request.url.split('?')[0]!.slice(0, 500),
      title: String(request.routeOptions.schema?.summary ?? '').slice(0, 100),
      operatorType: 0,
      timeDelay: Math.round(reply.elapsedTime),
      userType: userTypeOf(user?.loginAccount ?? claimed),
      operParam: isRead ? maskParams(request.query) : null,
      bodyParam: isRead ? null : maskParams(request.body),
      code: String(reply.statusCode),
      errorMsg: ok ? null : (reply.operResult?.message ?? '').slice(0, 500),
      accountId: user?.accountId ?? null,
      loginAccount: user?.loginAccount ?? claimed,
      beId: user?.beId ?? null,
      areaCode: user?.areaCode ?? null,
      ip: request.ip,
    });
    if (buffer.length >= FLUSH_AT) void flush();
  }
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes buffered operation-log rows now (tests and shutdown). */
    flushOperLog(): Promise<void>;
  }
  interface FastifyReply {
    operResult?: { status: string; message: string };
  }
}
