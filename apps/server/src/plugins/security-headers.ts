import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE } from '@pn/shared';
import helmet, { type HelmetOptions } from 'helmet';

/** What every answer carries: helmet's defaults with the platform's content security policy. */
export const SECURITY_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for `options`, worked out once. They do not depend on the request
 * (no nonces), and helmet's own middleware, as its Fastify plugin calls it, rebuilds and
 * re-parses its whole configuration on every request.
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** What every answer carries (API, web app and errors alike), worked out once at start-up. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  securityHeadersOf(SECURITY_OPTIONS),
);

/**
 * What an API answer (JSON, never rendered as a page) carries: the headers that protect a
 * data response, after OWASP's REST guidance. A policy that forbids everything and any
 * framing, no sniffing, no cross-origin reads, HTTPS only. The document-only headers of
 * the full set (script and style sources, agent clusters, DNS prefetch, old IE download
 * and XSS filters) say nothing to a JSON answer, and each header is written and parsed on
 * every one of the platform's most frequent answers.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security']!,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

const API_PREFIX = `${API_BASE}/`;
const DOCS_PREFIX = `${API_BASE}/docs`;

/** The security headers of the answer to `url`: the lean set on the API, else the full set. */
export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  return url.startsWith(API_PREFIX) && !url.startsWith(DOCS_PREFIX)
    ? API_SECURITY_HEADERS
    : SECURITY_HEADERS;
}
