import {
  formatBytes,
  formatDateTime,
  SIM_RISK_KINDS,
  type PageResult,
  type SimRiskEvent,
  type SimRiskKind,
  type SimRiskRule,
} from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { startOfChinaDay } from '../sms/sms.service.js';
import { isInScope } from '../../lib/scope.js';
import * as repo from './sim-risk.repository.js';
import type { EventRow, RiskCandidate, RuleRow } from './sim-risk.repository.js';
import {
  chinaMonthStart,
  iso,
  recordOutOfScope,
  requireCustomer,
  requireScope,
} from './sim-service.access.js';

export const RiskMessages = {
  RULE_NOT_FOUND: '风险规则不存在',
  EVENT_NOT_FOUND: '风险事件不存在',
  RULE_SAVED: '规则已保存',
  EVENT_UPDATED: '风险事件已更新',
  evaluated: (n: number) => (n > 0 ? `检测完成，新增${n}条风险事件` : '检测完成，未发现新的风险'),
} as const;

/** Sessions this recent are looked at for IMEI and location changes. */
const SESSION_WINDOW_MS = 72 * 3_600_000;

const toRule = (r: RuleRow): SimRiskRule => ({
  id: r.id,
  kind: r.kind as SimRiskKind,
  name: r.name,
  threshold: r.threshold,
  level: r.level,
  enabled: r.enabled,
  updatedAt: iso(r.updatedAt)!,
});

const toEvent = (r: EventRow): SimRiskEvent => ({
  id: Number(r.id),
  kind: r.kind as SimRiskKind,
  level: r.level,
  iccid: r.iccid,
  msisdn: r.msisdn,
  detail: r.detail,
  status: r.status,
  occurredAt: iso(r.occurredAt)!,
  handledAt: iso(r.handledAt),
});

/**
 * The caller's four monitoring rules, created with their defaults on a customer's first
 * read; a visitor reads the demo enterprise's as they are. Administrators have no rules of
 * their own and get an empty list.
 */
export async function riskRules(db: Database, user: AuthUser): Promise<SimRiskRule[]> {
  const scope = await requireScope(db, user);
  if (scope.level !== 'customer') return [];
  if (!user.visitor) await repo.ensureDefaultRules(db, scope.customerId);
  const rows = await repo.listRules(db, scope.customerId);
  return rows.map(toRule);
}

/** Changes one of the caller's own rules. */
export async function updateRiskRule(
  db: Database,
  user: AuthUser,
  id: number,
  input: { threshold: number; level: number; enabled: boolean },
): Promise<SimRiskRule> {
  const customerId = requireCustomer(user);
  const rule = await repo.findRule(db, id);
  if (!rule) throw notFound(RiskMessages.RULE_NOT_FOUND);
  if (rule.customerId !== customerId) throw recordOutOfScope();
  await repo.updateRule(db, id, { ...input, updatedBy: user.accountId });
  return toRule((await repo.findRule(db, id))!);
}

export async function riskEventPage(
  db: Database,
  user: AuthUser,
  q: Parameters<typeof repo.listEvents>[2],
): Promise<PageResult<SimRiskEvent>> {
  const { rows, total } = await repo.listEvents(db, await requireScope(db, user), q);
  return pageOf(rows.map(toEvent), total, q);
}

/** Marks an event in the caller's scope handled (1) or ignored (2). */
export async function updateRiskEvent(
  db: Database,
  user: AuthUser,
  id: number,
  status: number,
): Promise<SimRiskEvent> {
  const scope = await requireScope(db, user);
  const event = await repo.findEvent(db, id);
  if (!event) throw notFound(RiskMessages.EVENT_NOT_FOUND);
  if (!isInScope(scope, event)) throw recordOutOfScope();
  await repo.setEventStatus(db, id, status, user.accountId);
  return toEvent((await repo.findEvent(db, id))!);
}

const kbText = (kb: number) => formatBytes(kb * 1024);

/** The cards breaking one rule now, with the event text for each. */
async function candidatesOf(
  db: Database,
  customerId: number,
  rule: { kind: SimRiskKind; threshold: number },
  sessions: () => ReturnType<typeof repo.latestSessions>,
): Promise<RiskCandidate[]> {
  const card = (c: {
    id: number;
    customerId: number;
    beId: string;
    areaCode: string;
    iccid: string;
    msisdn: string;
  }) => ({
    cardId: Number(c.id),
    customerId: c.customerId,
    beId: c.beId,
    areaCode: c.areaCode,
    iccid: c.iccid,
    msisdn: c.msisdn,
  });
  switch (rule.kind) {
    case 'usageSpike': {
      const rows = await repo.usageSpikeCards(db, customerId, rule.threshold, {
        from: chinaMonthStart(-3),
        to: chinaMonthStart(0),
      });
      return rows.map((r) => ({
        ...card(r),
        detail: `本月流量${kbText(Number(r.monthDataKb))}，为近3个月月均${kbText(Math.round(r.avgKb))}的${Math.round((Number(r.monthDataKb) / r.avgKb) * 100)}%，超过阈值（高于月均${rule.threshold}%）`,
      }));
    }
    case 'imeiChange':
    case 'locationChange': {
      const rows = await sessions();
      if (rule.kind === 'imeiChange')
        return rows
          .filter((r) => r.imeiBound && r.imei && r.sessionImei && r.sessionImei !== r.imei)
          .map((r) => ({
            ...card(r),
            detail: `终端IMEI由${r.imei}变为${r.sessionImei}，疑似机卡分离`,
          }));
      return rows
        .filter((r) => r.sessionArea && r.sessionArea !== r.areaCode)
        .map((r) => ({
          ...card(r),
          detail: `卡片在区号${r.sessionArea}的地区上网（${formatDateTime(r.startedAt)}），与开卡地区号${r.areaCode}不一致`,
        }));
    }
    case 'silent': {
      const rows = await repo.silentCards(db, customerId, rule.threshold);
      return rows.map((r) => ({
        ...card(r),
        detail: r.lastSeenAt
          ? `已激活卡片超过${rule.threshold}天无流量（最近在网 ${formatDateTime(r.lastSeenAt)}）`
          : `已激活卡片超过${rule.threshold}天无流量（从未在网）`,
      }));
    }
  }
}

/**
 * Checks the customer's cards against its enabled rules and raises an event for each
 * card that breaks one: a usage spike over the 3-month average, a new IMEI on a bound
 * card, use outside the home area, or an active card that stays silent. At most one
 * event per card, rule and China day, however often this runs (runs of one customer
 * are serialised). Answers how many events it raised, by kind.
 */
export async function evaluateRiskRules(
  db: Database,
  customerId: number,
): Promise<{ raised: number; byKind: Record<SimRiskKind, number> }> {
  const byKind = Object.fromEntries(SIM_RISK_KINDS.map((k) => [k, 0])) as Record<
    SimRiskKind,
    number
  >;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`sim-risk:${customerId}`}))`.execute(trx);
    await repo.ensureDefaultRules(trx, customerId);
    const rules = await repo.listRules(trx, customerId);
    const today = startOfChinaDay();
    // The IMEI and location rules read the same sessions: fetched once, when needed.
    let latest: ReturnType<typeof repo.latestSessions> | undefined;
    const sessions = () =>
      (latest ??= repo.latestSessions(trx, customerId, new Date(Date.now() - SESSION_WINDOW_MS)));
    for (const rule of rules) {
      if (!rule.enabled || !SIM_RISK_KINDS.includes(rule.kind as SimRiskKind)) continue;
      const kind = rule.kind as SimRiskKind;
      const found = await candidatesOf(
        trx,
        customerId,
        { kind, threshold: rule.threshold },
        sessions,
      );
      if (found.length === 0) continue;
      const already = await repo.cardsWithEventSince(trx, customerId, kind, today);
      const fresh = found.filter((c) => !already.has(c.cardId));
      await repo.insertEvents(trx, { id: rule.id, kind, level: rule.level }, fresh);
      byKind[kind] += fresh.length;
    }
  });
  return { raised: Object.values(byKind).reduce((a, b) => a + b, 0), byKind };
}
