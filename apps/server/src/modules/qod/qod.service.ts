import { randomUUID } from 'node:crypto';
import {
  formatDateTime,
  QOD_DEFAULT_TIERS,
  QOD_LIVE_STATUSES,
  QOD_MAX_DURATION,
  QodMessages,
  type QodCreateInput,
  type QodExtendInput,
  type QodInstance,
  type QodInstanceDetail,
  type QodSession,
  type QodSessionQuery,
  type QodStatus,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { conflict, forbidden, notFound, warning } from '../../lib/errors.js';
import { assertInScope, type DataScope } from '../../lib/scope.js';
import { readScopeOf } from '../../lib/visitor-scope.js';
import * as repo from './qod.repository.js';

/**
 * A1 业务加速 sessions (CAMARA Quality-on-Demand): created under an A1 business instance
 * for one of its cards, bounded by the ordered tier and the instance's term, one live
 * session per device; extended, ended by hand, or ended by the sweep when they run out or
 * their instance ends.
 */

/** The caller's data scope; a caller with none is refused. */
export async function scopeFor(db: Database, user: AuthUser): Promise<DataScope> {
  const scope = await readScopeOf(db, user);
  if (scope.level === 'none') throw forbidden();
  return scope;
}

const isLive = (status: string) => (QOD_LIVE_STATUSES as readonly string[]).includes(status);

interface InstanceConfig {
  bandwidthMbps?: number | null;
  msisdns?: string[];
}
const configOf = (row: { config: unknown }) => (row.config ?? {}) as InstanceConfig;

function tiersOf(row: repo.InstanceRow): number[] {
  const tiers = Array.isArray(row.bandwidthTiers)
    ? row.bandwidthTiers.map((t) => Number(t.mbps)).filter((n) => Number.isFinite(n))
    : [];
  return tiers.length ? tiers : [...QOD_DEFAULT_TIERS];
}

function toInstance(row: repo.InstanceRow): QodInstance {
  const c = configOf(row);
  return {
    id: row.id,
    name: row.name,
    orderId: row.orderId,
    orderNo: row.orderNo ?? '',
    custName: row.custName,
    bandwidthMbps: Number(c.bandwidthMbps ?? 0),
    tiers: tiersOf(row),
    cardCount: c.msisdns?.length ?? 0,
    liveSessions: Number(row.liveSessions ?? 0),
    status: row.status,
    startTime: formatDateTime(row.startAt),
    endTime: formatDateTime(row.endAt),
    endAt: row.endAt ? new Date(row.endAt).toISOString() : null,
  };
}

export function toSession(row: repo.SessionRow, now = Date.now()): QodSession {
  const expires = new Date(row.expiresAt);
  const live = isLive(row.status);
  return {
    sessionId: row.sessionId,
    instanceId: row.instanceId,
    instanceName: row.instanceName,
    msisdn: row.msisdn,
    applicationServer: row.appServer,
    qosProfile: row.qosProfile,
    bandwidthMbps: row.bandwidthMbps,
    duration: row.durationSeconds,
    startedAt: new Date(row.startedAt).toISOString(),
    expiresAt: expires.toISOString(),
    status: row.status as QodStatus,
    statusInfo: row.statusInfo,
    remainingSeconds: live ? Math.max(0, Math.floor((expires.getTime() - now) / 1000)) : 0,
    createdBy: row.createdByName ?? '',
    createTime: formatDateTime(row.createdAt),
  };
}

/** An A1 instance the caller may see; 404 when there is none, 403 outside the scope. */
async function instanceInScope(db: Database, scope: DataScope, id: number) {
  const row = await repo.findInstance(db, id);
  if (!row || row.type !== 'A1') throw notFound(QodMessages.INSTANCE_NOT_FOUND);
  assertInScope(scope, row);
  return row;
}

/** A session the caller may see; 404 when there is none, 403 outside the scope. */
async function sessionInScope(db: Database, scope: DataScope, sessionId: string) {
  const row = await repo.findSession(db, sessionId);
  if (!row) throw notFound(QodMessages.SESSION_NOT_FOUND);
  assertInScope(scope, row);
  return row;
}

// Reads ------------------------------------------------------------------------------------

export async function instanceList(db: Database, user: AuthUser): Promise<QodInstance[]> {
  const scope = await scopeFor(db, user);
  return (await repo.instanceList(db, scope)).map(toInstance);
}

export async function instanceDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<QodInstanceDetail> {
  const scope = await scopeFor(db, user);
  const row = await instanceInScope(db, scope, id);
  const msisdns = configOf(row).msisdns ?? [];
  const [cards, live, sessions] = await Promise.all([
    repo.cardsOf(db, row.customerId, msisdns),
    repo.liveSessionsOf(db, msisdns),
    repo.instanceSessions(db, row.id),
  ]);
  const cardOf = new Map(cards.map((c) => [c.msisdn, c]));
  const liveOf = new Map(live.map((s) => [s.msisdn, s]));
  const now = Date.now();
  return {
    instance: toInstance(row),
    cards: msisdns.map((msisdn) => {
      const card = cardOf.get(msisdn);
      const s = liveOf.get(msisdn);
      return {
        msisdn,
        iccid: card?.iccid ?? '',
        simStatus: card ? card.status : null,
        liveSessionId: s?.sessionId ?? null,
        liveUntil: s ? new Date(s.expiresAt).toISOString() : null,
      };
    }),
    sessions: sessions.map((s) => toSession(s, now)),
  };
}

export async function sessionPage(db: Database, user: AuthUser, q: QodSessionQuery) {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.sessionPage(db, scope, q);
  const now = Date.now();
  return { rows: rows.map((r) => toSession(r, now)), total };
}

export async function deviceSessions(
  db: Database,
  user: AuthUser,
  msisdn: string,
): Promise<QodSession[]> {
  const scope = await scopeFor(db, user);
  const now = Date.now();
  return (await repo.deviceSessions(db, scope, msisdn)).map((r) => toSession(r, now));
}

export async function sessionDetail(
  db: Database,
  user: AuthUser,
  sessionId: string,
): Promise<QodSession> {
  const scope = await scopeFor(db, user);
  return toSession(await sessionInScope(db, scope, sessionId));
}

// Writes -----------------------------------------------------------------------------------

/**
 * Creates a session: the instance must be an active A1 instance in the caller's scope,
 * the device one of its cards, the bandwidth one of its tiers at most the ordered one,
 * the window inside its term, and the device without another live session. The network
 * accepts at once, so the session answers AVAILABLE.
 */
export async function createSession(
  db: Database,
  user: AuthUser,
  input: QodCreateInput,
): Promise<QodSession> {
  const scope = await scopeFor(db, user);
  const sessionId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await repo.lockInstance(trx, input.instanceId);
    const inst = await instanceInScope(trx, scope, input.instanceId);
    const c = configOf(inst);
    if (inst.status !== 1) throw warning(QodMessages.INSTANCE_ENDED);
    const now = new Date();
    if (new Date(inst.startAt) > now) throw warning(QodMessages.INSTANCE_NOT_STARTED);
    if (!(c.msisdns ?? []).includes(input.msisdn))
      throw warning(QodMessages.deviceNotInInstance(input.msisdn));
    const ordered = Number(c.bandwidthMbps ?? 0);
    if (input.bandwidthMbps > ordered) throw warning(QodMessages.bandwidthOverOrdered(ordered));
    if (!tiersOf(inst).includes(input.bandwidthMbps))
      throw warning(QodMessages.bandwidthNotTier(input.bandwidthMbps));
    const expiresAt = new Date(now.getTime() + input.duration * 1000);
    if (inst.endAt && expiresAt > new Date(inst.endAt))
      throw warning(QodMessages.pastInstanceEnd(formatDateTime(inst.endAt)));
    await repo.lockDevice(trx, input.msisdn);
    const other = await repo.liveSessionOfDevice(trx, input.msisdn);
    if (other) throw conflict(QodMessages.overlap(input.msisdn, formatDateTime(other.expiresAt)));
    await repo.insertSession(trx, {
      sessionId,
      customerId: inst.customerId,
      beId: inst.beId,
      areaCode: inst.areaCode,
      instanceId: inst.id,
      msisdn: input.msisdn,
      appServer: input.applicationServer,
      qosProfile: input.qosProfile,
      bandwidthMbps: input.bandwidthMbps,
      durationSeconds: input.duration,
      startedAt: now,
      expiresAt,
      status: 'REQUESTED',
      createdBy: user.accountId,
    });
    // The network accepts the request at once: REQUESTED becomes AVAILABLE.
    await repo.markAvailable(trx, sessionId);
  });
  return toSession((await repo.findSession(db, sessionId))!);
}

/**
 * Extends a live session by `requestedAdditionalDuration` seconds, within 24 hours in all
 * and within its instance's term.
 */
export async function extendSession(
  db: Database,
  user: AuthUser,
  sessionId: string,
  input: QodExtendInput,
): Promise<QodSession> {
  const scope = await scopeFor(db, user);
  const add = input.requestedAdditionalDuration;
  await db.transaction().execute(async (trx) => {
    const s = await sessionInScope(trx, scope, sessionId);
    await repo.lockInstance(trx, s.instanceId);
    await repo.lockDevice(trx, s.msisdn);
    const now = Date.now();
    if (!isLive(s.status) || new Date(s.expiresAt).getTime() <= now)
      throw warning(QodMessages.SESSION_ENDED_EXTEND);
    if (s.durationSeconds + add > QOD_MAX_DURATION) throw warning(QodMessages.EXTEND_OVER_MAX);
    const inst = await repo.findInstance(trx, s.instanceId);
    const expiresAt = new Date(new Date(s.expiresAt).getTime() + add * 1000);
    if (inst?.endAt && expiresAt > new Date(inst.endAt))
      throw warning(QodMessages.pastInstanceEnd(formatDateTime(inst.endAt)));
    if (!(await repo.extendSession(trx, sessionId, add)))
      throw warning(QodMessages.SESSION_ENDED_EXTEND);
  });
  return toSession((await repo.findSession(db, sessionId))!);
}

/** Ends a live session now (DELETE_REQUESTED). */
export async function deleteSession(
  db: Database,
  user: AuthUser,
  sessionId: string,
): Promise<void> {
  const scope = await scopeFor(db, user);
  const s = await sessionInScope(db, scope, sessionId);
  if (!isLive(s.status)) throw warning(QodMessages.SESSION_ENDED_DELETE);
  if (!(await repo.endSession(db, sessionId, 'DELETE_REQUESTED')))
    throw warning(QodMessages.SESSION_ENDED_DELETE);
}

// The sweep --------------------------------------------------------------------------------

/**
 * One pass of the periodic sweep: live sessions past their end become UNAVAILABLE /
 * DURATION_EXPIRED, and those whose instance ended NETWORK_TERMINATED, `batch` rows per
 * statement until none is left. Safe on several server instances at once. Answers how
 * many sessions it ended.
 */
export async function sweepSessions(db: Database, batch = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const n = (await repo.expireDue(db, batch)) + (await repo.terminateOrphaned(db, batch));
    total += n;
    if (n === 0) return total;
  }
}
