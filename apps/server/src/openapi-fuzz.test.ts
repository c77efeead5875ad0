import { Messages } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../test/helpers.js';

/**
 * Every operation of the OpenAPI document, sent malformed input (NUL characters, 10,000
 * characters, wrong types, numbers past what a column holds) anonymously, as a customer and
 * as the national admin: none may answer 5xx. Bad input is the client's fault and answers
 * 4xx with a message; a 5xx here is a missing rule in a schema or a handler.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

interface Request {
  variant: string;
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: unknown;
  /**
   * For a request that spoils many fields at once: each field alone, sent only when the
   * combined answer did not name that field among its validation errors (so passed it).
   */
  singles?: { field: string; request: Request }[];
}

const NUL = 'a\u0000b';
const LONG = 'x'.repeat(10_000);
/** Past PostgreSQL's integer (int4) while still a safe JavaScript integer. */
const INT4_OVERFLOW = 2_147_483_648;
/** Strings sent in place of every path parameter at once. */
const BAD_PATH: Record<string, string> = {
  nul: NUL,
  long: LONG,
  object: '{"a":1}',
  int4Overflow: String(INT4_OVERFLOW),
  hugeNumber: '1e400',
  negative: '-1',
  percent: '%',
};
/** Strings sent in place of every query parameter at once (each also gets its own, below). */
const BAD_QUERY: Record<string, string> = {
  nul: NUL,
  object: '{"a":1}',
  hugeNumber: '1e400',
  negative: '-1',
};
/** Values put in every body field at once. */
const BAD_VALUES: Record<string, unknown> = {
  nul: NUL,
  long: LONG,
  object: { a: [1] },
  array: [1, 'a'],
  int4Overflow: INT4_OVERFLOW,
};
const first = <T>(xs: T[] | undefined) => xs?.[0];

/** The first non-null branch of a union, or the schema itself. */
function branch(s: JsonSchema): JsonSchema {
  const options = s.anyOf ?? s.oneOf;
  if (options) return options.find((o) => o.type !== 'null') ?? options[0] ?? {};
  if (s.allOf) return Object.assign({}, ...s.allOf) as JsonSchema;
  return s;
}

const typeOf = (s: JsonSchema | undefined) => {
  const b = branch(s ?? {});
  return Array.isArray(b.type) ? b.type.find((t) => t !== 'null') : b.type;
};

/** The one bad value a field of this schema is sent alone: too long, or past its column. */
function spoilerOf(s: JsonSchema | undefined): [string, unknown] | undefined {
  const b = branch(s ?? {});
  if (b.enum || b.const !== undefined) return undefined;
  switch (typeOf(s)) {
    case 'string':
      return ['long', LONG];
    case 'integer':
      return ['int4Overflow', INT4_OVERFLOW];
    case 'number':
      return ['huge', 1e20];
    default:
      return undefined;
  }
}

/** A plausible value of a schema, so that one bad field is checked with the rest well formed. */
function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'test';
  const s = branch(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return first(s.enum);
  if (s.default !== undefined) return s.default;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, (s.minimum ?? 0) + (s.exclusiveMinimum === true ? 1 : 0));
    case 'boolean':
      return true;
    case 'array':
      return (s.minItems ?? 0) > 0 ? [plausible(s.items, depth + 1)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, depth + 1)]),
      );
    default:
      if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (s.format === 'date') return '2026-01-01';
      return 'test'.padEnd(Math.min(s.minLength ?? 0, s.maxLength ?? 64), 't');
  }
}

type FieldPath = (string | number)[];

/** The fields of a body (nested objects, the first item of arrays) with their schemas. */
function fieldsOf(schema: JsonSchema | undefined, prefix: FieldPath = []) {
  const out: [FieldPath, JsonSchema][] = [];
  if (!schema || prefix.length > 3) return out;
  for (const [k, v] of Object.entries(branch(schema).properties ?? {})) {
    out.push([[...prefix, k], v]);
    const inner = branch(v);
    if (inner.properties) out.push(...fieldsOf(inner, [...prefix, k]));
    if (inner.items) {
      out.push([[...prefix, k, 0], inner.items]);
      out.push(...fieldsOf(inner.items, [...prefix, k, 0]));
    }
  }
  return out;
}

function withField(body: unknown, path: FieldPath, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] =
      typeof next === 'object' && next !== null ? next : typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

/** The malformed requests of one operation. */
function requestsOf(op: Operation): Request[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const hasBody = op.requestBody !== undefined;
  const basePath = Object.fromEntries(pathParams.map((p) => [p.name, '1']));
  const baseBody = hasBody ? plausible(bodySchema) : undefined;
  const out: Request[] = [];

  const allQuery = (value: string | string[]) =>
    Object.fromEntries(queryParams.map((p) => [p.name, value]));
  if (pathParams.length > 0) {
    for (const [name, value] of Object.entries(BAD_PATH)) {
      const path = Object.fromEntries(pathParams.map((p) => [p.name, value]));
      out.push({ variant: `path=${name}`, path, query: {}, body: baseBody });
    }
  }
  if (queryParams.length > 0) {
    for (const [name, value] of Object.entries(BAD_QUERY)) {
      out.push({ variant: `query=${name}`, path: basePath, query: allQuery(value) });
    }
    out.push({ variant: 'query=repeated', path: basePath, query: allQuery(['1', 'a']) });
    const singles = queryParams.map((p) => {
      const [name, value] =
        typeOf(p.schema) === 'integer' ? ['int4Overflow', String(INT4_OVERFLOW)] : ['long', LONG];
      const query = { [p.name]: value };
      return {
        field: p.name,
        request: { variant: `query.${p.name}=${name}`, path: basePath, query },
      };
    });
    out.push({
      variant: 'query.each',
      path: basePath,
      query: Object.assign({}, ...singles.map((x) => x.request.query)) as Request['query'],
      singles,
    });
  }
  if (pathParams.length === 0 && queryParams.length === 0) {
    out.push({ variant: 'query=unknown', path: {}, query: { x: LONG, y: NUL } });
  }
  if (hasBody) {
    out.push({ variant: 'body=array', path: basePath, query: {}, body: [1, 'a'] });
    out.push({ variant: 'body=null', path: basePath, query: {}, body: null });
    const topFields = Object.keys(branch(bodySchema ?? {}).properties ?? {});
    for (const [name, value] of Object.entries(BAD_VALUES)) {
      const body = Object.fromEntries(topFields.map((k) => [k, value]));
      out.push({ variant: `body.*=${name}`, path: basePath, query: {}, body });
    }
    let combined = baseBody;
    const singles: NonNullable<Request['singles']> = [];
    for (const [field, schema] of fieldsOf(bodySchema)) {
      const spoiler = spoilerOf(schema);
      if (!spoiler) continue;
      combined = withField(combined, field, spoiler[1]);
      const name = field.join('.');
      singles.push({
        field: name,
        request: {
          variant: `body.${name}=${spoiler[0]}`,
          path: basePath,
          query: {},
          body: withField(baseBody, field, spoiler[1]),
        },
      });
    }
    if (singles.length > 0) {
      out.push({ variant: 'body.each', path: basePath, query: {}, body: combined, singles });
    }
  }
  return out;
}

function urlOf(template: string, path: Record<string, string>, query: Request['query']) {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(path[name] ?? '1'),
  );
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const item of Array.isArray(v) ? v : [v]) qs.append(k, item);
  }
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}

/** Operations that end the caller's session: sent after every other one. */
const ENDS_SESSION = /\/loginout$/;

/** What the access rule answers before any input is read (spec: auth plugin). */
const DENIED = new Set<string>([
  Messages.FORBIDDEN,
  Messages.READ_ONLY_ROLE,
  Messages.VISITOR_READ_ONLY,
]);

interface Offender {
  who: string;
  method: string;
  path: string;
  variant: string;
  statusCode: number;
  message: string;
  error: string;
}

describe('OpenAPI fuzz: malformed input never answers 5xx', () => {
  let t: TestApp;
  const errorsByRequest = new Map<string, string>();
  let operations: { method: string; path: string; op: Operation }[] = [];

  beforeAll(async () => {
    // The server's error log, to name each 5xx's cause in the failure.
    const stream = {
      write(line: string) {
        const entry = JSON.parse(line) as { reqId?: string; err?: { message?: string } };
        if (entry.reqId && entry.err?.message) errorsByRequest.set(entry.reqId, entry.err.message);
      },
    };
    t = await createTestApp({}, undefined, { level: 'error', stream });
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        operations.push({ method: method.toUpperCase(), path, op });
      }
    }
    // Deterministic order, the session-ending ones last.
    operations = [
      ...operations.filter((o) => !ENDS_SESSION.test(o.path)),
      ...operations.filter((o) => ENDS_SESSION.test(o.path)),
    ];
  });
  afterAll(() => t.close());

  /** Sends one request as the caller; the answer's status, message and logged error. */
  async function send(method: string, path: string, req: Request, headers: Record<string, string>) {
    const res = await t.app.inject({
      method: method as 'GET',
      url: urlOf(path, req.path, req.query),
      ...(req.body === undefined
        ? { headers }
        : {
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(req.body),
          }),
    });
    // Metrics, files and exports answer other content types.
    let message = res.body.slice(0, 80);
    let fields: string[] = [];
    if (String(res.headers['content-type'] ?? '').includes('json')) {
      const body = res.json<{ message?: string; result?: { errors?: { field: string }[] } }>();
      message = body.message ?? message;
      fields = (body.result?.errors ?? []).map((e) => e.field);
    }
    return {
      statusCode: res.statusCode,
      message,
      fields,
      error: errorsByRequest.get(String(res.headers['x-request-id'] ?? '')) ?? '',
    };
  }

  /**
   * Every malformed request of every operation, as one caller. An operation the caller may
   * not call at all (401, or 403 for want of the menu) refuses before reading any input, so
   * after one such answer its other requests are not sent.
   */
  async function fuzz(who: string, headers: Record<string, string>) {
    const offenders: Offender[] = [];
    let sent = 0;
    for (const { method, path, op } of operations) {
      const queue = requestsOf(op);
      for (let req = queue.shift(); req; req = queue.shift()) {
        sent += 1;
        const { fields, ...res } = await send(method, path, req, headers);
        if (res.statusCode >= 500) {
          offenders.push({ who, method, path, variant: req.variant, ...res });
        } else if (res.statusCode === 401 || (res.statusCode === 403 && DENIED.has(res.message))) {
          break;
        }
        const refused = new Set(res.statusCode === 400 ? fields : []);
        for (const single of req.singles ?? []) {
          if (!refused.has(single.field)) queue.unshift(single.request);
        }
      }
    }
    return { offenders, sent };
  }

  const report = (offenders: Offender[]) =>
    offenders
      .map(
        (o) =>
          `${o.who} ${o.method} ${o.path} [${o.variant}] → ${o.statusCode} ${o.message} ${o.error}`,
      )
      .join('\n');

  it('anonymous', { timeout: 120_000 }, async () => {
    const { offenders, sent } = await fuzz('anonymous', {});
    expect(sent).toBeGreaterThan(operations.length);
    expect(report(offenders)).toBe('');
  });

  it('enterprise customer', { timeout: 120_000 }, async () => {
    const token = await loginAs(t, 'OCB1000000001');
    const { offenders } = await fuzz('customer', authed(token));
    expect(report(offenders)).toBe('');
  });

  it('national admin', { timeout: 120_000 }, async () => {
    const token = await loginAs(t, 'admin');
    const { offenders } = await fuzz('admin', authed(token));
    expect(report(offenders)).toBe('');
  });
});
