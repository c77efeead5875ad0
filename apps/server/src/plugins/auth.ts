import { API_BASE, Messages, Status } from '@pn/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import type { AccessRule, AuthUser } from '../lib/auth-user.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { sha256 } from '../lib/tokens.js';
import {
  findLiveSession,
  grantsWithin,
  orgSubtreeIds,
  touchSession,
} from '../modules/identity/session.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null for an anonymous request. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Required on every API route: who may call it. */
    access?: AccessRule;
    /** Operation-log type override: 0 login, 1 logout, 2 other, 3 browse. */
    operType?: number;
    /** Leave this route out of the operation log (health checks, log uploads). */
    skipOperLog?: boolean;
  }
}

/** Session tokens arrive in the UserToken header (csttoken accepted too). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const h = request.headers;
  const raw = h['usertoken'] ?? h['csttoken'];
  const token = Array.isArray(raw) ? raw[0] : raw;
  return token && token.length >= 20 && token.length <= 200 ? token : undefined;
}

// Writing last-seen on every request would turn every read into a write.
const TOUCH_AFTER_MS = 60_000;

/**
 * Resolves the caller from the session token, then enforces each route's declared access
 * rule: login, the menus it needs, and the visitor's read-only limit. Every API route
 * must declare a rule; one that does not fails at start-up, not in production.
 */
export const authPlugin = fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const rule = route.config?.access;
    const isApi =
      route.url.startsWith(`${API_BASE}/`) &&
      !route.url.startsWith(`${API_BASE}/docs`) &&
      route.url !== `${API_BASE}/openapi.json`;
    if (isApi && !rule) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
    // Public routes skip the check entirely; the others run it before the body is validated
    // (so an anonymous caller learns nothing of a route's schema) and before the route's
    // own hooks (a HEAD route comes here with its GET's hooks, the check already first).
    if (!rule || rule === 'public') return;
    const own = route.preValidation;
    const hooks = own ? (Array.isArray(own) ? own : [own]) : [];
    if (hooks[0] !== enforce) route.preValidation = [enforce, ...hooks];
  });

  // Anonymous requests (no token) cost nothing here: no promise, no lookup.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = tokenOf(request);
    if (!token) return done();
    identify(request, token).then(() => done(), done);
  });

  async function identify(request: FastifyRequest, token: string): Promise<void> {
    request.user = await sessionUser(app.database.db, token, app.config.sessionIdleMinutes);
  }

  async function enforce(request: FastifyRequest): Promise<void> {
    const rule = request.routeOptions.config?.access;
    if (!rule || rule === 'public') return;
    const user = request.user;
    if (!user) {
      // A token was sent but is unknown, expired or revoked; or none was sent.
      throw unauthorized();
    }
    if (
      user.visitor &&
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      !rule.visitorMayWrite
    ) {
      throw new AppError(Status.FORBIDDEN, Messages.VISITOR_READ_ONLY, 403);
    }
    if (rule.menu !== undefined) {
      const needed = typeof rule.menu === 'string' ? [rule.menu] : rule.menu;
      if (!needed.some((m) => user.menus.has(m))) throw forbidden();
      if (
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        !needed.some((m) => user.writeMenus.has(m))
      ) {
        throw new AppError(Status.FORBIDDEN, Messages.READ_ONLY_ROLE, 403);
      }
    }
  }
});

/**
 * The caller behind a session token, with its grants and (for a sub-account placed in a
 * node) that node's subtree; null when the token is unknown, expired or revoked. Keeps
 * the session alive once a minute at most.
 */
export async function sessionUser(
  db: Database,
  token: string,
  idleMinutes: number,
): Promise<AuthUser | null> {
  const row = await findLiveSession(db, sha256(token));
  if (!row) return null;
  if (Date.now() - new Date(row.lastSeenAt).getTime() > TOUCH_AFTER_MS) {
    await touchSession(db, row.sessionId, idleMinutes);
  }
  const [grants, orgIds] = await Promise.all([
    grantsWithin(db, row.ownerMenus, row.accountId, row.parentAccountId),
    // A sub-account placed in a node sees that subtree, read on every request so a move
    // takes effect at once.
    row.parentAccountId !== null && row.orgId !== null
      ? orgSubtreeIds(db, Number(row.orgId))
      : null,
  ]);
  return {
    sessionId: row.sessionId,
    accountId: row.accountId,
    loginAccount: row.loginAccount,
    kind: row.kind,
    name: row.name,
    realName: row.realName,
    tel: row.tel,
    customerId: row.customerId,
    custCode: row.custCode ?? '',
    parentAccountId: row.parentAccountId,
    adminLevel: row.adminLevel,
    beId: row.custBeId ?? row.beId,
    areaCode: row.custCityCode ?? row.areaCode,
    visitor: row.visitor,
    platId: row.platId,
    menus: new Set(grants.menus),
    writeMenus: new Set(grants.writeMenus),
    orgIds,
  };
}

/** The caller of a route that requires login (the access rule has already checked). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
