import {
  daysBetween,
  formatDateTime,
  HOME_FIGURE_LABELS,
  NetworkOverviewMessages as M,
  ORDERED_BUSINESS_LABELS,
  STAT_HOURLY_MAX_DAYS,
  type B1Overview,
  type HomeFigureKey,
  type HomeSummary,
  type LineDnnPage,
  type LineDnnQuery,
  type OrderedItem,
  type OrderedQuery,
  type StatBucket,
  type StatQuery,
  type StatSeries,
  type StatTarget,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { assertInScope } from '../../lib/scope.js';
import { readScopeOf } from '../../lib/visitor-scope.js';
import * as repo from './network-overview.repository.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** China time is UTC+8 all year. */
const CHINA_OFFSET = 8 * HOUR;
/** Days of the B1 usage trend (the sweep's window is the same). */
export const B1_TREND_DAYS = repo.B1_TREND_DAYS;

/** Today's date in China (YYYY-MM-DD). */
export const chinaToday = (now: number) => new Date(now + CHINA_OFFSET).toISOString().slice(0, 10);
/** The instant a China-time day starts. */
export const chinaMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00+08:00`));
/** An instant as China time, YYYY-MM-DD HH:mm:ss. */
const chinaTime = (d: Date) =>
  new Date(d.getTime() + CHINA_OFFSET).toISOString().replace('T', ' ').slice(0, 19);

export interface ResolvedRange {
  from: Date;
  /** Exclusive. */
  to: Date;
  bucket: StatBucket;
}

/**
 * The instants a statistics query covers and how they are bucketed: the presets end with
 * the current hour (24 h and 7 d per hour; 30 d as the last 30 China days, per day); a
 * custom range runs over whole China days, per hour up to 7 days and per day beyond.
 */
export function resolveRange(q: Pick<StatQuery, 'range' | 'from' | 'to'>, now = Date.now()) {
  const endHour = Math.floor(now / HOUR) * HOUR + HOUR;
  const today = chinaToday(now);
  switch (q.range) {
    case '24h':
      return {
        from: new Date(endHour - 24 * HOUR),
        to: new Date(endHour),
        bucket: 'hour',
      } as const;
    case '7d':
      return { from: new Date(endHour - 7 * DAY), to: new Date(endHour), bucket: 'hour' } as const;
    case '30d': {
      const start = chinaMidnight(today).getTime() - 29 * DAY;
      return { from: new Date(start), to: new Date(start + 30 * DAY), bucket: 'day' } as const;
    }
    default: {
      // The schema has checked that both dates are there, in order and at most 90 days apart.
      const from = q.from!;
      const to = q.to!;
      if (from > today) throw badRequest(M.FUTURE);
      const days = daysBetween(from, to);
      return {
        from: chinaMidnight(from),
        to: new Date(chinaMidnight(to).getTime() + DAY),
        bucket: days <= STAT_HOURLY_MAX_DAYS ? 'hour' : 'day',
      } as const;
    }
  }
}

const latestOf = (r: {
  ts: Date | null;
  availability: number | null;
  latencyMs: number | null;
  lossPct: number | null;
}) =>
  r.ts
    ? {
        time: formatDateTime(r.ts),
        availability: Number(r.availability),
        latencyMs: Number(r.latencyMs),
        lossPct: Number(r.lossPct),
      }
    : null;

/** A7 专线: DNNs carrying lines in the caller's scope, each with its lines and their state. */
export async function lineDnnView(
  db: Database,
  user: AuthUser,
  q: LineDnnQuery,
): Promise<LineDnnPage> {
  const scope = await readScopeOf(db, user);
  const [{ rows, total }, counts] = await Promise.all([
    repo.lineDnnPage(db, scope, q),
    repo.lineCounts(db, scope),
  ]);
  const lines = await repo.linesOfDnns(db, rows);
  const data = rows.map((d) => ({
    id: d.id,
    dnn: d.dnn,
    description: d.description,
    upfSite: d.upfSite,
    bandwidthMbps: d.bandwidthMbps,
    status: d.status,
    customerName: d.customerName,
    lines: lines
      .filter((l) => l.dnnId === d.id)
      .map((l) => ({
        id: l.id,
        name: l.name,
        aEnd: l.aEnd,
        zEnd: l.zEnd,
        bandwidthMbps: l.bandwidthMbps,
        status: l.status,
        createTime: formatDateTime(l.createdAt),
        latest: latestOf(l),
      })),
  }));
  return { ...pageOf(data, total, q), counts };
}

/** Whether the caller may read a line's statistics: A7 is a menu of its own. */
const mayReadLines = (user: AuthUser) => user.menus.has('a7') || user.menus.has('a7.statistic');

/**
 * One DNN's or line's traffic, availability, latency and loss over the range, aggregated
 * in SQL per hour or per day. The target must lie in the caller's scope.
 */
export async function statistics(
  db: Database,
  user: AuthUser,
  q: StatQuery,
  now = Date.now(),
): Promise<StatSeries> {
  if (q.kind === 'line' && !mayReadLines(user)) throw forbidden(M.LINE_FORBIDDEN);
  const range = resolveRange(q, now);
  const target = await repo.statTarget(db, q.kind, q.id);
  if (!target) throw notFound(q.kind === 'line' ? M.LINE_NOT_FOUND : M.DNN_NOT_FOUND);
  // DNNs and lines are in no organisation node (orgId null): a node sub-account is refused.
  assertInScope(await readScopeOf(db, user), { ...target, orgId: null });
  const rows = await repo.statSeries(db, q.kind, q.id, range.from, range.to, range.bucket);
  const points = rows.map((r) => ({
    time: r.time,
    upBytes: r.upBytes === null ? null : Number(r.upBytes),
    downBytes: r.downBytes === null ? null : Number(r.downBytes),
    sessions: r.sessions,
    availability: r.availability,
    latencyMs: r.latencyMs,
    lossPct: r.lossPct,
    samples: Number(r.samples ?? 0),
  }));
  let up = 0;
  let down = 0;
  let samples = 0;
  let av = 0;
  let lat = 0;
  let loss = 0;
  for (const p of points) {
    if (p.samples === 0) continue;
    up += p.upBytes ?? 0;
    down += p.downBytes ?? 0;
    samples += p.samples;
    av += (p.availability ?? 0) * p.samples;
    lat += (p.latencyMs ?? 0) * p.samples;
    loss += (p.lossPct ?? 0) * p.samples;
  }
  const mean = (v: number) => (samples ? v / samples : null);
  return {
    kind: q.kind,
    id: target.id,
    name: target.name,
    bucket: range.bucket,
    from: chinaTime(range.from),
    to: chinaTime(range.to),
    points,
    totals: {
      upBytes: up,
      downBytes: down,
      availability: mean(av),
      latencyMs: mean(lat),
      lossPct: mean(loss),
      samples,
    },
  };
}

/** The DNNs (or, with A7, the lines) the statistics screen can pick from. */
export async function statTargets(
  db: Database,
  user: AuthUser,
  q: { kind: 'dnn' | 'line'; keyword?: string | undefined },
): Promise<StatTarget[]> {
  if (q.kind === 'line' && !mayReadLines(user)) throw forbidden(M.LINE_FORBIDDEN);
  const rows = await repo.statTargets(db, await readScopeOf(db, user), q.kind, q.keyword, 50);
  return rows.map((r) => ({ kind: q.kind, id: r.id, name: r.name, dnn: r.dnn }));
}

/** B1 优享专网 at a glance. */
export async function b1Overview(
  db: Database,
  user: AuthUser,
  now = Date.now(),
): Promise<B1Overview> {
  const scope = await readScopeOf(db, user);
  const from = new Date(chinaMidnight(chinaToday(now)).getTime() - (B1_TREND_DAYS - 1) * DAY);
  const [figures, usage] = await Promise.all([
    repo.b1Figures(db, scope),
    repo.b1Usage(db, scope, from, B1_TREND_DAYS),
  ]);
  return {
    ...figures,
    sliceCount: figures.slicesBySst.reduce((n, s) => n + s.count, 0),
    trend: usage.trend.map((t) => ({
      day: t.day,
      upBytes: t.upBytes === null ? null : Number(t.upBytes),
      downBytes: t.downBytes === null ? null : Number(t.downBytes),
    })),
    topDnns: usage.topDnns,
  };
}

/** Types whose business is carried by DNNs (provisioned with the order). */
const DNN_TYPES = new Set(['A2', 'A3', 'A4', 'B3']);

/** 已订购业务总览: every business the caller's scope holds, with its order and usage. */
export async function orderedOverview(db: Database, user: AuthUser, q: OrderedQuery) {
  const { rows, total } = await repo.orderedPage(db, await readScopeOf(db, user), q);
  const a1 = rows.filter((r) => r.type === 'A1').map((r) => r.id);
  const orderIds = rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId]));
  const [orders, sessions, dnns] = await Promise.all([
    repo.ordersOf(db, orderIds),
    repo.sessionsOf(db, a1),
    repo.dnnsOf(
      db,
      rows.filter((r) => DNN_TYPES.has(r.type)),
    ),
  ]);
  const data: OrderedItem[] = rows.map((r) => {
    const s = sessions.find((x) => x.instanceId === r.id);
    const own = dnns.filter((d) => d.instanceId === r.id);
    const order = orders.find((o) => o.id === r.orderId);
    const carriesDnn = DNN_TYPES.has(r.type);
    return {
      id: r.id,
      type: r.type,
      typeLabel: ORDERED_BUSINESS_LABELS[r.type as keyof typeof ORDERED_BUSINESS_LABELS] ?? r.type,
      name: r.name,
      status: r.status,
      startTime: formatDateTime(r.startAt),
      endTime: r.endAt ? formatDateTime(r.endAt) : '',
      customerName: r.customerName,
      order: order
        ? {
            id: order.id,
            orderNo: order.orderNo,
            status: order.status,
            amountFen: Number(order.amountFen),
            months: order.months,
          }
        : null,
      usage: {
        liveSessions: r.type === 'A1' ? Number(s?.live ?? 0) : null,
        sessions: r.type === 'A1' ? Number(s?.sessions ?? 0) : null,
        dnns: carriesDnn ? own.map((d) => d.dnn) : null,
        cards: carriesDnn ? own.reduce((n, d) => n + Number(d.cards ?? 0), 0) : null,
      },
    };
  });
  return pageOf(data, total, q);
}

/**
 * Where each console-home figure leads: the first of its screens the caller holds (menu id,
 * path). A figure none of whose screens the caller holds is left out.
 */
const FIGURE_SCREENS: Readonly<Record<HomeFigureKey, readonly (readonly [string, string])[]>> = {
  cards: [
    ['sim.manage', '/control/SIM/manage'],
    ['sim.overview', '/control/SIM/overview'],
  ],
  dnns: [
    ['b1', '/control/B1'],
    ['ordered.a2', '/control/ordered/A2/case'],
    ['a2', '/control/A2'],
  ],
  slices: [
    ['b1', '/control/B1'],
    ['a2', '/control/A2'],
  ],
  liveSessions: [
    ['a1', '/control/A1'],
    ['ordered.a1', '/control/ordered/A1/business'],
  ],
  lines: [['a7', '/control/A7/dnnView']],
  devices: [
    ['cpe.panel', '/control/5g-cpe/cpe-index/panel-customer'],
    ['cpe.list', '/control/5g-cpe/cpe-index/list'],
    ['sx.panel', '/control/sx/sx-index/panel-customer'],
    ['sx.devices', '/control/sx/sx-index/device/list'],
  ],
  activeOrders: [
    ['user.order', '/control/user/order?status=3'],
    ['ordered.overview', '/control/ordered/business/overview?status=1'],
  ],
};

export async function homeSummary(db: Database, user: AuthUser): Promise<HomeSummary> {
  const held = (Object.keys(FIGURE_SCREENS) as HomeFigureKey[]).flatMap((key) => {
    const screen = FIGURE_SCREENS[key].find(([menu]) => user.menus.has(menu));
    return screen ? [{ key, path: screen[1] }] : [];
  });
  if (held.length === 0) return { figures: [] };
  const counts = await repo.homeCounts(db, await readScopeOf(db, user));
  return {
    figures: held.map(({ key, path }) => ({
      key,
      label: HOME_FIGURE_LABELS[key],
      value: counts[key],
      path,
    })),
  };
}
