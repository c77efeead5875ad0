import {
  INDUSTRY_RANGE_SPEC,
  IndustryMessages,
  type IndustryAlarmBrief,
  type IndustryApp,
  type IndustryAppProtocol,
  type IndustryAppSaveSchema,
  type IndustryCategory,
  type IndustryLink,
  type IndustryLinkSaveSchema,
  type IndustryMonitorListQuerySchema,
  type IndustryOverview,
  type IndustryProbe,
  type IndustryProbeSaveSchema,
  type IndustryProbeTarget,
  type IndustryRange,
  type IndustrySeries,
  type PageResult,
} from '@pn/shared';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { inScope } from '../../lib/scope.js';
import { iso, requireCustomer, scopeFor, type Scope } from '../device/device.access.js';
import { COLS } from './industry.access.js';

/**
 * 行业专网 monitoring: the enterprise's private-network links and business applications,
 * the probes measuring them (industry-probe.ts), their measurements over time, and the
 * alarm centre's open alarms about them. Reads follow the caller's scope (a visitor the
 * demo enterprise's); writes belong to a customer account and its own enterprise.
 */

type ListQuery = z.output<typeof IndustryMonitorListQuerySchema>;
type LinkInput = z.output<typeof IndustryLinkSaveSchema>;
type AppInput = z.output<typeof IndustryAppSaveSchema>;
type ProbeInput = z.output<typeof IndustryProbeSaveSchema>;

const likeOf = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Alarms ----------------------------------------------------------------------------------

const OPEN = ['pending', 'firing', 'acknowledged'];

/** Open alarms of the caller's links, applications or terminals (newest first, 50 at most). */
export async function openAlarms(
  db: Database,
  user: AuthUser,
  kind?: 'link' | 'app' | 'terminal',
  targetId?: number,
): Promise<IndustryAlarmBrief[]> {
  const scope = await scopeFor(db, user);
  let q = db
    .selectFrom('alarmRecord as t')
    .select([
      't.id',
      't.ruleName',
      't.severity',
      't.state',
      't.targetKind',
      't.targetId',
      't.targetLabel',
      't.value',
      't.unit',
      't.firstSeenAt',
    ])
    .where('t.state', 'in', OPEN)
    .where('t.targetKind', 'in', kind ? [kind] : ['link', 'app', 'terminal'])
    .where((eb) => inScope(eb, scope, COLS));
  if (targetId !== undefined) q = q.where('t.targetId', '=', targetId);
  const rows = await q.orderBy('t.firstSeenAt', 'desc').limit(50).execute();
  return rows.map((r) => ({ ...r, value: Number(r.value), firstSeenAt: iso(r.firstSeenAt)! }));
}

// Links -----------------------------------------------------------------------------------

function linkBase(db: Database, scope: Scope) {
  return db
    .selectFrom('industryLink as t')
    .innerJoin('enterpriseCustomer as c', 'c.id', 't.customerId')
    .where((eb) => inScope(eb, scope, COLS));
}

function linkSelect(db: Database, scope: Scope) {
  return linkBase(db, scope)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('industryMeasurement as m')
          .select(['m.latencyMs', 'm.lossPct', 'm.ts'])
          .whereRef('m.targetId', '=', 't.id')
          .where('m.targetKind', '=', 'link')
          .orderBy('m.ts', 'desc')
          .limit(1)
          .as('m'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      't.id',
      't.name',
      't.site',
      't.dnn',
      't.slice',
      't.latencyTargetMs',
      't.lossTargetPct',
      'm.latencyMs',
      'm.lossPct',
      'm.ts as measuredAt',
      'c.name as customerName',
      eb
        .selectFrom('industryProbe as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.targetId', '=', 't.id')
        .where('p.targetKind', '=', 'link')
        .as('probes'),
      eb
        .selectFrom('alarmRecord as a')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.targetId', '=', 't.id')
        .where('a.targetKind', '=', 'link')
        .where('a.state', 'in', OPEN)
        .as('openAlarms'),
    ]);
}

type LinkRow = Awaited<ReturnType<ReturnType<typeof linkSelect>['execute']>>[number];
const toLink = (r: LinkRow): IndustryLink => ({
  id: r.id,
  name: r.name,
  site: r.site,
  dnn: r.dnn,
  slice: r.slice,
  latencyTargetMs: Number(r.latencyTargetMs),
  lossTargetPct: Number(r.lossTargetPct),
  latencyMs: r.latencyMs === null ? null : Number(r.latencyMs),
  lossPct: r.lossPct === null ? null : Number(r.lossPct),
  measuredAt: iso(r.measuredAt),
  probes: Number(r.probes ?? 0),
  openAlarms: Number(r.openAlarms ?? 0),
  customerName: r.customerName,
});

export async function linkPage(
  db: Database,
  user: AuthUser,
  q: ListQuery,
): Promise<PageResult<IndustryLink>> {
  const scope = await scopeFor(db, user);
  const kw = q.keyword ? likeOf(q.keyword) : undefined;
  let list = linkSelect(db, scope);
  let count = linkBase(db, scope);
  if (kw) {
    list = list.where((eb) => eb.or([eb('t.name', 'ilike', kw), eb('t.site', 'ilike', kw)]));
    count = count.where((eb) => eb.or([eb('t.name', 'ilike', kw), eb('t.site', 'ilike', kw)]));
  }
  const [rows, total] = await Promise.all([
    list.orderBy('t.id').limit(q.pageSize).offset(offsetOf(q)).execute(),
    count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toLink), Number(total.n), q);
}

type OwnedTable = 'industryLink' | 'industryApp' | 'industryProbe';

/** What each monitored-entity table answers when a row is missing or its name is taken. */
const OWNED: Readonly<Record<OwnedTable, { missing: string; unique: string; taken: string }>> = {
  industryLink: {
    missing: IndustryMessages.LINK_NOT_FOUND,
    unique: 'industry_link_name_uq',
    taken: IndustryMessages.LINK_NAME_TAKEN,
  },
  industryApp: {
    missing: IndustryMessages.APP_NOT_FOUND,
    unique: 'industry_app_name_uq',
    taken: IndustryMessages.APP_NAME_TAKEN,
  },
  industryProbe: {
    missing: IndustryMessages.PROBE_NOT_FOUND,
    unique: 'industry_probe_name_uq',
    taken: IndustryMessages.PROBE_NAME_TAKEN,
  },
};

/** Refuses (404) a row of `table` that does not exist or belongs to another enterprise. */
async function own(db: Database, table: OwnedTable, customerId: number, id: number) {
  const row = await db
    .selectFrom(table)
    .select(['id', 'customerId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.customerId !== customerId) throw notFound(OWNED[table].missing);
}

/**
 * Adds (no `id`) or edits a link, application or probe of the caller's enterprise: an edit
 * of another enterprise's row is refused as missing, a taken name with the table's message.
 * `values` are the form's columns of that table; `onInsert` what only a new row gets.
 */
async function saveOwned<T extends OwnedTable>(
  db: Database,
  user: AuthUser,
  table: T,
  id: number | undefined,
  values: Updateable<DB[T]>,
  onInsert: Partial<Insertable<DB[T]>> = {},
): Promise<{ id: number }> {
  const customerId = requireCustomer(user);
  // One shape for three tables: Kysely cannot check a row against a table chosen at runtime.
  const q = db as unknown as Kysely<Record<OwnedTable, Record<string, unknown>>>;
  const name: OwnedTable = table;
  const columns: Record<string, unknown> = values;
  try {
    if (id) {
      await own(db, name, customerId, id);
      await q
        .updateTable(name)
        .set({ ...columns, updatedAt: new Date() })
        .where('id', '=', id)
        .execute();
      return { id };
    }
    const row = await q
      .insertInto(name)
      .values({ ...columns, ...onInsert, customerId, beId: user.beId, areaCode: user.areaCode })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id) };
  } catch (err) {
    if (isUniqueViolation(err, OWNED[table].unique)) throw conflict(OWNED[table].taken);
    throw err;
  }
}

export async function saveLink(
  db: Database,
  user: AuthUser,
  input: LinkInput & { id?: number },
): Promise<{ id: number }> {
  return saveOwned(db, user, 'industryLink', input.id, {
    name: input.name,
    site: input.site,
    dnn: input.dnn,
    slice: input.slice,
    latencyTargetMs: input.latencyTargetMs,
    lossTargetPct: input.lossTargetPct,
  });
}

async function refuseProbed(db: Database, kind: IndustryProbeTarget, id: number, message: string) {
  const probe = await db
    .selectFrom('industryProbe')
    .select('id')
    .where('targetKind', '=', kind)
    .where('targetId', '=', id)
    .executeTakeFirst();
  if (probe) throw conflict(message);
}

export async function deleteLink(db: Database, user: AuthUser, id: number) {
  const customerId = requireCustomer(user);
  await own(db, 'industryLink', customerId, id);
  await refuseProbed(db, 'link', id, IndustryMessages.LINK_IN_USE);
  await db.deleteFrom('industryLink').where('id', '=', id).execute();
}

// Applications ----------------------------------------------------------------------------

function appBase(db: Database, scope: Scope) {
  return db
    .selectFrom('industryApp as t')
    .innerJoin('enterpriseCustomer as c', 'c.id', 't.customerId')
    .where((eb) => inScope(eb, scope, COLS));
}

function appSelect(db: Database, scope: Scope, now: Date) {
  return appBase(db, scope)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('industryMeasurement as m')
          .select(['m.available', 'm.responseMs', 'm.ts'])
          .whereRef('m.targetId', '=', 't.id')
          .where('m.targetKind', '=', 'app')
          .orderBy('m.ts', 'desc')
          .limit(1)
          .as('m'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      't.id',
      't.name',
      't.site',
      't.host',
      't.port',
      't.protocol',
      't.responseTargetMs',
      'm.available',
      'm.responseMs',
      'm.ts as measuredAt',
      'c.name as customerName',
      sql<
        number | null
      >`(select round((100.0 * count(*) filter (where x.available) / nullif(count(*), 0))::numeric, 2)::float8
        from industry_measurement x
        where x.target_kind = 'app' and x.target_id = t.id
          and x.ts > ${now}::timestamptz - interval '24 hours')`.as('availability24h'),
      eb
        .selectFrom('industryProbe as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.targetId', '=', 't.id')
        .where('p.targetKind', '=', 'app')
        .as('probes'),
      eb
        .selectFrom('alarmRecord as a')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.targetId', '=', 't.id')
        .where('a.targetKind', '=', 'app')
        .where('a.state', 'in', OPEN)
        .as('openAlarms'),
    ]);
}

type AppRow = Awaited<ReturnType<ReturnType<typeof appSelect>['execute']>>[number];
const toApp = (r: AppRow): IndustryApp => ({
  id: r.id,
  name: r.name,
  site: r.site,
  host: r.host,
  port: r.port,
  protocol: r.protocol as IndustryAppProtocol,
  responseTargetMs: r.responseTargetMs,
  available: r.available ?? null,
  responseMs: r.responseMs === null ? null : Number(r.responseMs),
  measuredAt: iso(r.measuredAt),
  availability24h: r.availability24h === null ? null : Number(r.availability24h),
  probes: Number(r.probes ?? 0),
  openAlarms: Number(r.openAlarms ?? 0),
  customerName: r.customerName,
});

export async function appPage(
  db: Database,
  user: AuthUser,
  q: ListQuery,
  now: Date = new Date(),
): Promise<PageResult<IndustryApp>> {
  const scope = await scopeFor(db, user);
  const kw = q.keyword ? likeOf(q.keyword) : undefined;
  let list = appSelect(db, scope, now);
  let count = appBase(db, scope);
  if (kw) {
    list = list.where((eb) => eb.or([eb('t.name', 'ilike', kw), eb('t.host', 'ilike', kw)]));
    count = count.where((eb) => eb.or([eb('t.name', 'ilike', kw), eb('t.host', 'ilike', kw)]));
  }
  const [rows, total] = await Promise.all([
    list.orderBy('t.id').limit(q.pageSize).offset(offsetOf(q)).execute(),
    count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toApp), Number(total.n), q);
}

export async function saveApp(
  db: Database,
  user: AuthUser,
  input: AppInput & { id?: number },
): Promise<{ id: number }> {
  return saveOwned(db, user, 'industryApp', input.id, {
    name: input.name,
    site: input.site,
    host: input.host,
    port: input.port,
    protocol: input.protocol,
    responseTargetMs: input.responseTargetMs,
  });
}

export async function deleteApp(db: Database, user: AuthUser, id: number) {
  const customerId = requireCustomer(user);
  await own(db, 'industryApp', customerId, id);
  await refuseProbed(db, 'app', id, IndustryMessages.APP_IN_USE);
  await db.deleteFrom('industryApp').where('id', '=', id).execute();
}

// Probes ----------------------------------------------------------------------------------

function probeBase(db: Database, scope: Scope) {
  return db
    .selectFrom('industryProbe as t')
    .innerJoin('enterpriseCustomer as c', 'c.id', 't.customerId')
    .leftJoin('industryLink as l', (j) =>
      j.onRef('l.id', '=', 't.targetId').on('t.targetKind', '=', 'link'),
    )
    .leftJoin('industryApp as a', (j) =>
      j.onRef('a.id', '=', 't.targetId').on('t.targetKind', '=', 'app'),
    )
    .where((eb) => inScope(eb, scope, COLS));
}

export async function probePage(
  db: Database,
  user: AuthUser,
  q: ListQuery,
): Promise<PageResult<IndustryProbe>> {
  const scope = await scopeFor(db, user);
  let list = probeBase(db, scope);
  if (q.keyword) {
    const kw = likeOf(q.keyword);
    list = list.where((eb) => eb.or([eb('t.name', 'ilike', kw), eb('t.site', 'ilike', kw)]));
  }
  const [rows, total] = await Promise.all([
    list
      .select([
        't.id',
        't.name',
        't.site',
        't.targetKind',
        't.targetId',
        sql<string>`coalesce(l.name, a.name, '')`.as('targetName'),
        't.intervalS',
        't.enabled',
        't.lastRunAt',
        't.lastOk',
        't.lastResult',
        'c.name as customerName',
      ])
      .orderBy('t.id')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
    list.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    rows.map((r) => ({
      ...r,
      targetKind: r.targetKind as IndustryProbeTarget,
      lastRunAt: iso(r.lastRunAt),
    })),
    Number(total.n),
    q,
  );
}

export async function saveProbe(
  db: Database,
  user: AuthUser,
  input: ProbeInput & { id?: number },
): Promise<{ id: number }> {
  const customerId = requireCustomer(user);
  const target = await db
    .selectFrom(input.targetKind === 'link' ? 'industryLink' : 'industryApp')
    .select(['id', 'customerId'])
    .where('id', '=', input.targetId)
    .executeTakeFirst();
  if (!target || target.customerId !== customerId)
    throw badRequest(IndustryMessages.PROBE_TARGET_NOT_FOUND);
  return saveOwned(
    db,
    user,
    'industryProbe',
    input.id,
    {
      name: input.name,
      site: input.site,
      targetKind: input.targetKind,
      targetId: input.targetId,
      intervalS: input.intervalS,
      enabled: input.enabled,
    },
    { nextRunAt: new Date() },
  );
}

export async function deleteProbe(db: Database, user: AuthUser, id: number) {
  const customerId = requireCustomer(user);
  await own(db, 'industryProbe', customerId, id);
  await db.deleteFrom('industryProbe').where('id', '=', id).execute();
}

// Series ----------------------------------------------------------------------------------

/**
 * A link's latency and loss, or an application's availability and response time, per time
 * bucket over the range, with its open alarms.
 */
export async function series(
  db: Database,
  user: AuthUser,
  kind: IndustryProbeTarget,
  id: number,
  range: IndustryRange,
  now: Date = new Date(),
): Promise<IndustrySeries> {
  const scope = await scopeFor(db, user);
  const found = await (kind === 'link' ? linkBase(db, scope) : appBase(db, scope))
    .select('t.id')
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!found)
    throw notFound(
      kind === 'link' ? IndustryMessages.LINK_NOT_FOUND : IndustryMessages.APP_NOT_FOUND,
    );
  const { spanSeconds, bucketSeconds } = INDUSTRY_RANGE_SPEC[range];
  const to = new Date(Math.ceil(now.getTime() / (bucketSeconds * 1000)) * bucketSeconds * 1000);
  const from = new Date(to.getTime() - spanSeconds * 1000);
  const a =
    kind === 'link'
      ? sql`avg(latency_ms)`
      : sql`100.0 * count(*) filter (where available) / count(*)`;
  const b = kind === 'link' ? sql`avg(loss_pct)` : sql`coalesce(avg(response_ms), 0)`;
  const res = await sql<{ t: number; a: number; b: number }>`
    select (floor(extract(epoch from ts) / ${bucketSeconds}) * ${bucketSeconds} * 1000)::float8 as t,
      round((${a})::numeric, 2)::float8 as a, round((${b})::numeric, 2)::float8 as b
    from industry_measurement
    where target_kind = ${kind} and target_id = ${id}
      and ts >= ${from}::timestamptz and ts < ${to}::timestamptz
    group by 1 order by 1`.execute(db);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    bucketSeconds,
    points: res.rows.map((r) => [Number(r.t), Number(r.a), Number(r.b)]),
    alarms: await openAlarms(db, user, kind, id),
  };
}

// Overview --------------------------------------------------------------------------------

export async function overview(
  db: Database,
  user: AuthUser,
  now: Date = new Date(),
): Promise<IndustryOverview> {
  const scope = await scopeFor(db, user);
  const devices = db.selectFrom('industryDevice as t').where((eb) => inScope(eb, scope, COLS));
  const [states, categories, sites, links, apps, probes, reports, alarms] = await Promise.all([
    devices
      .select(['t.onlineState', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('t.onlineState')
      .execute(),
    devices
      .select(['t.category', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('t.category')
      .orderBy('t.category')
      .execute(),
    devices
      .select([
        't.site',
        sql<number>`count(*) filter (where t.online_state = 'online')`.as('online'),
        sql<number>`count(*) filter (where t.online_state = 'offline')`.as('offline'),
        sql<number>`count(*) filter (where t.online_state = 'inactive')`.as('inactive'),
      ])
      .groupBy('t.site')
      .orderBy('t.site')
      .execute(),
    linkSelect(db, scope).orderBy('t.id').limit(20).execute(),
    appSelect(db, scope, now).execute(),
    db
      .selectFrom('industryProbe as t')
      .where((eb) => inScope(eb, scope, COLS))
      .select([
        (eb) => eb.fn.countAll<number>().as('total'),
        sql<number>`count(*) filter (where t.enabled)`.as('enabled'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('industryDataPoint as p')
      .innerJoin('industryDevice as t', 't.id', 'p.deviceId')
      .where((eb) => inScope(eb, scope, COLS))
      .where(
        'p.ts',
        '>=',
        sql<Date>`date_trunc('day', ${now}::timestamptz at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`,
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    openAlarms(db, user),
  ]);
  const count = (s: string) => Number(states.find((r) => r.onlineState === s)?.n ?? 0);
  return {
    devices: {
      total: states.reduce((n, r) => n + Number(r.n), 0),
      online: count('online'),
      offline: count('offline'),
      inactive: count('inactive'),
    },
    byCategory: categories.map((r) => ({
      category: r.category as IndustryCategory,
      count: Number(r.n),
    })),
    bySite: sites.map((r) => ({
      site: r.site || '未指定站点',
      online: Number(r.online),
      offline: Number(r.offline),
      inactive: Number(r.inactive),
    })),
    links: links.map((r) => ({
      id: r.id,
      name: r.name,
      latencyMs: r.latencyMs === null ? null : Number(r.latencyMs),
      lossPct: r.lossPct === null ? null : Number(r.lossPct),
      latencyTargetMs: Number(r.latencyTargetMs),
    })),
    apps: { total: apps.length, available: apps.filter((a) => a.available).length },
    probes: { total: Number(probes.total), enabled: Number(probes.enabled) },
    reportsToday: Number(reports.n),
    alarms,
  };
}
