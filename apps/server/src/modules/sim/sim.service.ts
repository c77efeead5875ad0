import {
  SIM_EXPIRING_DAYS,
  SIM_LIMITS,
  SimKind,
  SimMessages,
  type SimDetail,
  type SimFilter,
  type SimListQuery,
  type SimOverview,
  type SimPage,
  type SimRiskKind,
  type SimTariff,
  type SimUsagePoint,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { DataScope } from '../../lib/scope.js';
import { iso, toCardItem, type CardRow } from './sim.card-item.js';
import * as repo from './sim.repository.js';
import type { CardFilter, UsageAggregate } from './sim.repository.js';
import { readScopeOf } from '../../lib/visitor-scope.js';
import { assertCardInScope } from './sim.scope.js';

const DAY_MS = 86_400_000;
/** China Standard Time has no daylight saving: days and months are UTC+8 ones. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** A China calendar day (YYYY-MM-DD) `days` after the one `now` falls on. */
export function chinaDay(now: Date, days = 0): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The China calendar month (YYYY-MM) `months` after the one `now` falls on. */
export function chinaMonth(now: Date, months = 0): string {
  const d = new Date(now.getTime() + CHINA_OFFSET_MS);
  const m = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
}

/** The instant a China calendar day starts; null for a day that does not exist. */
function chinaDayStart(day: string): Date | null {
  const d = new Date(`${day}T00:00:00+08:00`);
  if (Number.isNaN(d.getTime()) || chinaDay(d) !== day) return null;
  return d;
}

const DATE_INVALID = '日期格式应为YYYY-MM-DD';

/** The list and export filters as the repository takes them (dates as instants). */
export function cardFilterOf(q: SimFilter): CardFilter {
  const from = q.activatedFrom ? chinaDayStart(q.activatedFrom) : undefined;
  const to = q.activatedTo ? chinaDayStart(q.activatedTo) : undefined;
  if (from === null || to === null) throw badRequest(DATE_INVALID);
  return {
    kind: q.kind,
    status: q.status,
    keyword: q.keyword,
    tariffId: q.tariffId,
    groupId: q.groupId,
    activatedFrom: from,
    activatedBefore: to ? new Date(to.getTime() + DAY_MS) : undefined,
    expiresBefore: q.expiringDays ? new Date(Date.now() + q.expiringDays * DAY_MS) : undefined,
  };
}

/**
 * Narrows a keyword search to the identifiers it can match. A keyword that every card of
 * the customer starts with (typing '8986…' matches them all) is dropped: the same cards,
 * and the total comes exact from the statistics.
 */
export async function narrowKeyword(
  db: Database,
  scope: DataScope,
  f: CardFilter,
): Promise<CardFilter> {
  const keyword = f.keyword;
  if (keyword === undefined) return f;
  const columns = await repo.keywordColumns(db, keyword);
  if (scope.level === 'customer' && columns.length === 1) {
    const span = await repo.identifierSpan(db, scope.customerId, f.kind, columns[0]!);
    if (span.lo?.startsWith(keyword) && span.hi?.startsWith(keyword))
      return { ...f, keyword: undefined };
  }
  return { ...f, keywordColumns: columns };
}

/** Whether only filters the statistics table can count apply (scope, kind, status). */
function countableFromStats(f: CardFilter): boolean {
  return (
    f.keyword === undefined &&
    f.tariffId === undefined &&
    f.groupId === undefined &&
    !f.activatedFrom &&
    !f.activatedBefore &&
    !f.expiresBefore
  );
}

/** Filters whose matches may lie together in id order rather than spread through it. */
function clusters(f: CardFilter): boolean {
  return (
    f.keyword !== undefined || f.activatedFrom !== undefined || f.activatedBefore !== undefined
  );
}

export interface ListLimits {
  /** Totals above this are reported as this, with totalExact false. */
  countCap: number;
}

/**
 * One page of the caller's cards. The total is exact (from the statistics table) when only
 * the kind and status filters apply; otherwise the matches are counted up to the cap.
 */
export async function listCards(
  db: Database,
  user: AuthUser,
  q: SimListQuery,
  limits: ListLimits = { countCap: SIM_LIMITS.countCap },
): Promise<SimPage> {
  const scope = await readScopeOf(db, user);
  const f = await narrowKeyword(db, scope, cardFilterOf(q));
  const offset = (q.page - 1) * q.pageSize;
  const sort = { field: q.sortField, order: q.sortOrder } as const;
  const exactCount = countableFromStats(f);
  let counted: number;
  let rows: CardRow[];
  if (!exactCount && clusters(f) && sort.field === 'id' && scope.level !== 'none') {
    // Prefix and date matches can sit together far from the newest cards: when they are
    // few, the page comes from the matches themselves.
    const m = await repo.countAndPageMatches(
      db,
      scope,
      f,
      sort.order,
      q.pageSize,
      offset,
      limits.countCap,
    );
    counted = m.count;
    rows = m.rows ?? (await repo.pageCards(db, scope, f, sort, q.pageSize, offset));
  } else {
    // Counting and reading the page are independent: on PostgreSQL they run side by side.
    [counted, rows] = await Promise.all([
      exactCount
        ? repo.statTotal(db, scope, f.kind, f.status)
        : repo.countCards(db, scope, f, limits.countCap),
      scope.level === 'none' ? [] : repo.pageCards(db, scope, f, sort, q.pageSize, offset),
    ]);
  }
  const capped = !exactCount && counted > limits.countCap;
  return {
    data: rows.map(toCardItem),
    total: capped ? limits.countCap : counted,
    totalExact: !capped,
    page: q.page,
    pageSize: q.pageSize,
  };
}

function toTariff(t: NonNullable<Awaited<ReturnType<typeof repo.findTariff>>>): SimTariff {
  return {
    id: t.id,
    code: t.code,
    name: t.name,
    kind: t.kind,
    monthlyFee: Number(t.monthlyFee),
    dataMb: Number(t.dataMb),
    sms: t.sms,
    voiceMin: t.voiceMin,
    description: t.description,
    status: t.status,
  };
}

/** The months from `first` months ago up to this one, as YYYY-MM. */
function monthsBack(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => chinaMonth(now, i - count + 1));
}

/** One card with six months of usage; 404 when unknown, 403 when outside the scope. */
export async function cardDetail(db: Database, user: AuthUser, iccid: string): Promise<SimDetail> {
  const card = await repo.findCardByIccid(db, iccid);
  if (!card) throw notFound(SimMessages.CARD_NOT_FOUND);
  assertCardInScope(await readScopeOf(db, user), card);
  const now = new Date();
  const months = monthsBack(now, 6);
  const [tariff, usage, dnn, acceleration] = await Promise.all([
    repo.findTariff(db, card.tariffId),
    repo.usageMonths(db, card.id, `${months[0]}-01`),
    repo.dnnOfCard(db, card.id),
    repo.liveAccelerationOf(db, card.customerId, card.msisdn),
  ]);
  const byMonth = new Map(usage.map((u) => [u.period, u]));
  return {
    ...toCardItem(card),
    customerName: card.customerName,
    tariff: toTariff(tariff!),
    usageHistory: months.map((period) => {
      const u = byMonth.get(period);
      return {
        period,
        dataKb: Number(u?.dataKb ?? 0),
        sms: Number(u?.sms ?? 0),
        voiceMin: Number(u?.voiceMin ?? 0),
      };
    }),
    dnn: dnn ? { id: dnn.id, name: dnn.dnn } : null,
    acceleration: acceleration
      ? {
          sessionId: acceleration.sessionId,
          bandwidthMbps: acceleration.bandwidthMbps,
          qosProfile: acceleration.qosProfile,
          expiresAt: new Date(acceleration.expiresAt).toISOString(),
        }
      : null,
  };
}

/** Tariffs on sale (kind 1 card tariffs, 2 group tariffs): a catalogue, not scoped data. */
export async function tariffsOnSale(db: Database, kind: number): Promise<SimTariff[]> {
  return (await repo.onSaleTariffs(db, kind)).map(toTariff);
}

const TOP_CARDS = 10;
const LATEST_ALARMS = 5;

/** Fills the missing periods of a series with zeros. */
function series(periods: string[], rows: UsageAggregate[]) {
  const by = new Map(rows.map((r) => [r.period, r]));
  return periods.map((period) => {
    const r = by.get(period);
    return {
      period,
      dataKb: Number(r?.dataKb ?? 0),
      sms: Number(r?.sms ?? 0),
      voiceMin: Number(r?.voiceMin ?? 0),
      activeCards: Number(r?.activeCards ?? 0),
    };
  });
}

/**
 * The overview of the caller's cards of a kind: counts by status and month-to-date data
 * (statistics table), the data included this month, the top cards by usage, 30 days and
 * 6 months of usage, the latest open alarms, and for probe cards the share online.
 *
 * Trends of ordinary cards come from the daily usage cells; probe cards' from their own
 * sessions (daily) and monthly history.
 */
export async function overview(db: Database, user: AuthUser, kind: number): Promise<SimOverview> {
  const scope = await readScopeOf(db, user);
  const now = new Date();
  const days = Array.from({ length: 30 }, (_, i) => chinaDay(now, i - 29));
  const months = monthsBack(now, 6);
  const probe = kind === SimKind.PROBE;
  const [stats, tariffMb, poolMb, top, daily, monthly, alarms, online, expiring] =
    await Promise.all([
      repo.statByStatus(db, scope, kind),
      repo.activeTariffDataMb(db, scope, kind),
      probe ? 0 : repo.groupPoolMb(db, scope),
      repo.topCards(db, scope, kind, TOP_CARDS),
      probe ? repo.probeDailyUsage(db, scope, days[0]!) : repo.dailyUsage(db, scope, days[0]!),
      probe
        ? repo.probeMonthlyUsage(db, scope, `${months[0]}-01`)
        : repo.monthlyUsageFromDaily(db, scope, `${months[0]}-01`),
      repo.openAlarms(db, scope, kind, LATEST_ALARMS),
      probe ? repo.probeOnline(db, scope) : null,
      repo.expiringCount(db, scope, kind, SIM_EXPIRING_DAYS),
    ]);
  const byStatus = [0, 1, 2, 3, 4].map((status) => ({
    status,
    cards: Number(stats.find((s) => s.status === status)?.cards ?? 0),
  }));
  return {
    total: byStatus.reduce((n, s) => n + s.cards, 0),
    byStatus,
    monthDataKb: stats.reduce((n, s) => n + Number(s.monthDataKb), 0),
    poolDataKb: (tariffMb + poolMb) * 1024,
    topCards: top.map((c) => ({
      iccid: c.iccid,
      msisdn: c.msisdn,
      status: c.status,
      monthDataKb: Number(c.monthDataKb),
    })),
    // The daily cells are per enterprise: an organisation node has no daily trend of its own.
    dailyTrend: !probe && repo.byOrganisation(scope) ? [] : series(days, daily),
    monthlyTrend: series(months, monthly).map(({ activeCards: _, ...p }): SimUsagePoint => p),
    alarms: alarms.latest.map((e) => ({
      id: Number(e.id),
      kind: e.kind as SimRiskKind,
      level: e.level,
      iccid: e.iccid,
      msisdn: e.msisdn,
      detail: e.detail,
      status: e.status,
      occurredAt: iso(e.occurredAt)!,
      handledAt: iso(e.handledAt),
    })),
    openAlarms: alarms.open,
    expiringCards: expiring,
    onlineRate:
      online && online.cards > 0
        ? Math.round((online.online / online.cards) * 10_000) / 10_000
        : null,
  };
}

/** Rows an export holds: every match, up to the export maximum. */
export async function exportCount(
  db: Database,
  scope: DataScope,
  f: CardFilter,
  max: number,
): Promise<number> {
  const n = countableFromStats(f)
    ? await repo.statTotal(db, scope, f.kind, f.status)
    : await repo.countCards(db, scope, f, max);
  return Math.min(n, max);
}
