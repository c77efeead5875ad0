import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Messages, Status } from '@pn/shared';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { API_SECURITY_HEADERS, SECURITY_OPTIONS, securityHeadersOf } from './security-headers.js';

const API = '/unionmallmanage';
/** A POST route taking JSON, only for this file (the real ones need a captcha or a login). */
const ECHO = `${API}/test/framework-errors/echo`;

const extraRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/test/framework-errors/echo',
    { config: { access: 'public', skipOperLog: true } },
    async () => ({ status: Status.OK, message: Messages.OK, result: null }),
  );
};

/**
 * Every answer of an API path is the `{status, message, result}` envelope, the router's,
 * the body parser's and the HTTP parser's own refusals included, and none echoes the
 * request back.
 */
describe('router and framework refusals', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '4096' }, extraRoutes);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const send = (method: string, url: string) => t.app.inject({ method: method as 'GET', url });

  /** Sends bytes as they are over a socket and returns the raw answer (the parser's refusals). */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (d) => (answer += d));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  const parse = (answer: string) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine, ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [
        l.slice(0, l.indexOf(':')).toLowerCase(),
        l.slice(l.indexOf(':') + 1).trim(),
      ]),
    );
    return { statusCode: Number(statusLine?.split(' ')[1]), headers, body };
  };

  it('answers an over-long path parameter with 414 in the envelope, without echoing the path', async () => {
    const id = '7'.repeat(100_000);
    const res = await send('PATCH', `${API}/sm/newsinsight/${id}/status`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ status: '100414', message: Messages.URI_TOO_LONG, result: null });
    expect(res.body).not.toContain('7777777777');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a malformed URL with 400 in the envelope', async () => {
    const res = await send('GET', `${API}/sm/newsinsight/%E0%A4%A/detail`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: '100400', message: Messages.BAD_URL, result: null });
    expect(res.body).not.toContain('%E0');
  });

  it('answers a method a path does not have with 405 naming the ones it has', async () => {
    for (const [method, url] of [
      ['DELETE', `${API}/health`],
      ['POST', `${API}/user/platform/contactInfo`],
      ['PUT', `${API}/sm/announcement/manager/list?page=1`],
      ['PROPFIND', `${API}/health`],
      ['GET', ECHO],
    ]) {
      const res = await send(method!, url!);
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.json()).toEqual({
        status: Status.METHOD_NOT_ALLOWED,
        message: Messages.METHOD_NOT_ALLOWED,
        result: null,
      });
    }
    const res = await send('DELETE', `${API}/health`);
    expect(res.headers.allow).toBe('GET, HEAD');
    // A route with a parameter: the path is matched against its pattern.
    const patterned = await send('GET', `${API}/sm/newsinsight/12/status`);
    expect(patterned.statusCode).toBe(405);
    expect(patterned.headers.allow).toBe('PATCH');
  });

  it('answers an unknown API path with 404 in the envelope, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', `${API}/no/such/path`],
      ['DELETE', `${API}/no/such/path?x=1`],
      ['PROPFIND', `${API}/no/such/path`],
    ]) {
      const res = await send(method!, url!);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ status: '100404', message: Messages.NOT_FOUND, result: null });
      expect(res.body).not.toContain('such');
    }
  });

  it('answers a body over the limit with 413, an unsupported content type with 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: ECHO,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(10_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      status: Status.PAYLOAD_TOO_LARGE,
      message: Messages.PAYLOAD_TOO_LARGE,
      result: null,
    });

    const xml = await t.app.inject({
      method: 'POST',
      url: ECHO,
      headers: { 'content-type': 'application/xml' },
      payload: '<secret>do-not-echo</secret>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      status: Status.UNSUPPORTED_MEDIA_TYPE,
      message: Messages.UNSUPPORTED_MEDIA_TYPE,
      result: null,
    });
    expect(xml.body).not.toContain('do-not-echo');
  });

  it('answers malformed, empty and prototype-polluting JSON with 400 in the envelope', async () => {
    for (const payload of ['{"a": do-not-echo', '', '{"__proto__": {"x": 1}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: ECHO,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({
        status: Status.VALIDATION_FAILED,
        message: Messages.INVALID_JSON,
        result: null,
      });
      expect(res.body).not.toContain('do-not-echo');
      expect(res.body).not.toContain('__proto__');
    }
  });

  it('answers a content length that does not match the body with 400 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ECHO,
      headers: { 'content-type': 'application/json', 'content-length': '5' },
      payload: '{"a": 1}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: Status.VALIDATION_FAILED,
      message: Messages.BAD_CONTENT_LENGTH,
      result: null,
    });
  });

  it('answers what the HTTP parser refuses in the envelope, with the security headers', async () => {
    const security = securityHeadersOf(SECURITY_OPTIONS);
    const cases: [string, number, string, string][] = [
      // A made-up method never reaches the router.
      [
        `MADEUP ${API}/health?echo=do-not-echo HTTP/1.1\r\nHost: x\r\n\r\n`,
        400,
        Status.VALIDATION_FAILED,
        Messages.BAD_REQUEST,
      ],
      // A header with a character a header may not hold.
      [
        `GET ${API}/health HTTP/1.1\r\nHost: x\r\nX-Bad: do-not-echo\x01\r\n\r\n`,
        400,
        Status.VALIDATION_FAILED,
        Messages.BAD_REQUEST,
      ],
      // Headers larger than the server reads (16 KB by default).
      [
        `GET ${API}/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'do-not-echo'.repeat(3000)}\r\n\r\n`,
        431,
        Status.HEADERS_TOO_LARGE,
        Messages.HEADERS_TOO_LARGE,
      ],
    ];
    for (const [request, statusCode, status, message] of cases) {
      const res = parse(await raw(request));
      expect(res.statusCode, request.slice(0, 40)).toBe(statusCode);
      expect(JSON.parse(res.body)).toEqual({ status, message, result: null });
      expect(res.body).not.toContain('do-not-echo');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      for (const [name, value] of Object.entries(security)) {
        expect(res.headers[name], name).toBe(value);
      }
    }
  });

  it('answers CONNECT like any method a path does not have, and closes the connection', async () => {
    const security = securityHeadersOf(SECURITY_OPTIONS);
    const cases: [string, number, string, string, string | undefined][] = [
      [
        `${API}/health?echo=do-not-echo`,
        405,
        Status.METHOD_NOT_ALLOWED,
        Messages.METHOD_NOT_ALLOWED,
        'GET, HEAD',
      ],
      [
        `${API}/sm/newsinsight/12/status`,
        405,
        Status.METHOD_NOT_ALLOWED,
        Messages.METHOD_NOT_ALLOWED,
        'PATCH',
      ],
      [`${API}/no/such/do-not-echo`, 404, Status.NOT_FOUND, Messages.NOT_FOUND, undefined],
      // The authority form a proxy would be asked for.
      [
        'do-not-echo.example.com:443',
        400,
        Status.VALIDATION_FAILED,
        Messages.BAD_REQUEST,
        undefined,
      ],
    ];
    for (const [target, statusCode, status, message, allow] of cases) {
      const answer = await raw(`CONNECT ${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
      const res = parse(answer);
      expect(res.statusCode, target).toBe(statusCode);
      expect(JSON.parse(res.body)).toEqual({ status, message, result: null });
      expect(answer).not.toContain('do-not-echo');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.allow, target).toBe(allow);
      for (const [name, value] of Object.entries(security)) {
        expect(res.headers[name], name).toBe(value);
      }
    }
  });

  it('carries the security headers and the request id on the router refusals too', async () => {
    const security = API_SECURITY_HEADERS;
    for (const [method, url] of [
      ['GET', `${API}/sm/newsinsight/%E0%A4%A/detail`],
      ['PATCH', `${API}/sm/newsinsight/${'7'.repeat(2000)}/status`],
      ['DELETE', `${API}/health`],
    ] as const) {
      const res = await send(method, url);
      for (const [name, value] of Object.entries(security)) {
        expect(res.headers[name], `${method} ${url.slice(0, 40)} ${name}`).toBe(value);
      }
      expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  // Last: it closes the application.
  it('answers a request that arrives while the server closes with 503 in the envelope', async () => {
    const body = '{"a": 1}';
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        // A request in flight (half its body sent) keeps the connection busy while closing.
        socket.write(
          `POST ${ECHO} HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 3)}`,
        );
        setTimeout(() => {
          void t.app.close();
          setTimeout(() => {
            // The rest of it, then a second request on the same connection.
            socket.write(`${body.slice(3)}GET ${API}/health HTTP/1.1\r\nHost: x\r\n\r\n`);
          }, 100);
        }, 100);
      });
      let text = '';
      socket.on('data', (d) => (text += d));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [first, second] = answer.split(/(?=HTTP\/1\.1 )/);
    expect(parse(first!).statusCode).toBe(200);
    const refused = parse(second!);
    expect(refused.statusCode).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({
      status: Status.UNAVAILABLE,
      message: Messages.UNAVAILABLE,
      result: null,
    });
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });
});
