import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';

/** China time, in which days and hours are shown. */
const ZONE = 'Asia/Shanghai';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const likeOf = (s: string) => `%${escapeLike(s)}%`;

/**
 * DNNs, lines, QoS and orders serve every node of an enterprise: a node sub-account cannot
 * read them (orgId false); its own cards and gateways are counted through their placement.
 */
const dnnScope =
  (scope: DataScope) =>
  <D, T extends keyof D>(eb: ExpressionBuilder<D, T>) =>
    inScope(eb, scope, {
      customerId: 'd.customerId',
      beId: 'd.beId',
      areaCode: 'd.areaCode',
      orgId: false,
    });

// A7: DNNs with their lines ---------------------------------------------------------------

export interface LineDnnFilter {
  page: number;
  pageSize: number;
  status?: number | undefined;
  keyword?: string | undefined;
}

/**
 * DNNs in the scope that carry at least one private line (of the state asked for, and whose
 * DNN or line matches the keyword), newest first. The line lookup goes through
 * private_line (customer_id, dnn_id).
 */
export async function lineDnnPage(db: Database, scope: DataScope, f: LineDnnFilter) {
  const base = () =>
    db
      .selectFrom('dnnInstance as d')
      .where(dnnScope(scope))
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('privateLine as l')
            .select(sql.lit(1).as('one'))
            .whereRef('l.customerId', '=', 'd.customerId')
            .whereRef('l.dnnId', '=', 'd.id')
            .$if(f.status !== undefined, (q) => q.where('l.status', '=', f.status!))
            .$if(!!f.keyword, (q) =>
              q.where((eb) =>
                eb.or([
                  eb('d.dnn', 'ilike', likeOf(f.keyword!)),
                  eb('l.name', 'ilike', likeOf(f.keyword!)),
                  eb('l.aEnd', 'ilike', likeOf(f.keyword!)),
                  eb('l.zEnd', 'ilike', likeOf(f.keyword!)),
                ]),
              ),
            ),
        ),
      );
  const [rows, count] = await Promise.all([
    base()
      .select([
        'd.id',
        'd.customerId',
        'd.dnn',
        'd.description',
        'd.upfSite',
        'd.bandwidthMbps',
        'd.status',
        // A subquery, not a join: evaluated for the page's rows only, after the top-N sort.
        (eb) =>
          eb
            .selectFrom('enterpriseCustomer as ec')
            .select('ec.name')
            .whereRef('ec.id', '=', 'd.customerId')
            .$asScalar()
            .as('customerName'),
      ])
      .orderBy('d.createdAt', 'desc')
      .orderBy('d.id', 'desc')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The lines of some DNNs, each with its newest hourly point. */
export async function linesOfDnns(db: Database, dnns: { id: number; customerId: number }[]) {
  if (dnns.length === 0) return [];
  return db
    .selectFrom('privateLine as l')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('networkStat as s')
          .select(['s.ts', 's.availability', 's.latencyMs', 's.lossPct'])
          .where('s.kind', '=', 'line')
          .whereRef('s.refId', '=', 'l.id')
          .orderBy('s.ts', 'desc')
          .limit(1)
          .as('s'),
      (join) => join.onTrue(),
    )
    .select([
      'l.id',
      'l.dnnId',
      'l.name',
      'l.aEnd',
      'l.zEnd',
      'l.bandwidthMbps',
      'l.status',
      'l.createdAt',
      's.ts',
      's.availability',
      's.latencyMs',
      's.lossPct',
    ])
    .where('l.customerId', 'in', [...new Set(dnns.map((d) => d.customerId))])
    .where(
      'l.dnnId',
      'in',
      dnns.map((d) => d.id),
    )
    .orderBy('l.id')
    .execute();
}

/** Every line in the scope by state. */
export async function lineCounts(db: Database, scope: DataScope) {
  const row = await db
    .selectFrom('privateLine as l')
    .where((eb) =>
      inScope(eb, scope, {
        customerId: 'l.customerId',
        beId: 'l.beId',
        areaCode: 'l.areaCode',
        orgId: false,
      }),
    )
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where l.status = 1)`.as('up'),
      sql<number>`count(*) filter (where l.status = 2)`.as('degraded'),
      sql<number>`count(*) filter (where l.status = 3)`.as('down'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    up: Number(row.up),
    degraded: Number(row.degraded),
    down: Number(row.down),
  };
}

// Statistics ------------------------------------------------------------------------------

/** A DNN or line with what places it in the organisation. */
export async function statTarget(db: Database, kind: 'dnn' | 'line', id: number) {
  if (kind === 'dnn') {
    return db
      .selectFrom('dnnInstance')
      .select(['id', 'dnn as name', 'customerId', 'beId', 'areaCode'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
  return db
    .selectFrom('privateLine')
    .select(['id', 'name', 'customerId', 'beId', 'areaCode'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** DNNs or lines in the scope to pick from (newest first, at most `limit`). */
export async function statTargets(
  db: Database,
  scope: DataScope,
  kind: 'dnn' | 'line',
  keyword: string | undefined,
  limit: number,
) {
  if (kind === 'dnn') {
    return db
      .selectFrom('dnnInstance as d')
      .select(['d.id', 'd.dnn as name', 'd.dnn'])
      .where(dnnScope(scope))
      .$if(!!keyword, (q) => q.where('d.dnn', 'ilike', likeOf(keyword!)))
      .orderBy('d.createdAt', 'desc')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .execute();
  }
  return db
    .selectFrom('privateLine as l')
    .innerJoin('dnnInstance as d', 'd.id', 'l.dnnId')
    .select(['l.id', 'l.name', 'd.dnn'])
    .where((eb) =>
      inScope(eb, scope, {
        customerId: 'l.customerId',
        beId: 'l.beId',
        areaCode: 'l.areaCode',
        orgId: false,
      }),
    )
    .$if(!!keyword, (q) =>
      q.where((eb) =>
        eb.or([eb('l.name', 'ilike', likeOf(keyword!)), eb('d.dnn', 'ilike', likeOf(keyword!))]),
      ),
    )
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
}

export interface SeriesRow {
  time: string;
  upBytes: number | null;
  downBytes: number | null;
  sessions: number | null;
  availability: number | null;
  latencyMs: number | null;
  lossPct: number | null;
  samples: number | null;
}

/**
 * One DNN's or line's points in [from, to) aggregated per hour or per China-time day, every
 * bucket of the range present (null where nothing was reported). Reads the primary key
 * (kind, ref_id, ts) range.
 */
export async function statSeries(
  db: Database,
  kind: 'dnn' | 'line',
  refId: number,
  from: Date,
  to: Date,
  bucket: 'hour' | 'day',
): Promise<SeriesRow[]> {
  const step = bucket === 'hour' ? sql`interval '1 hour'` : sql`interval '1 day'`;
  const bucketOf =
    bucket === 'hour'
      ? sql`date_trunc('hour', ts)`
      : sql`(date_trunc('day', ts at time zone ${ZONE}) at time zone ${ZONE})`;
  const label = bucket === 'hour' ? 'YYYY-MM-DD HH24:MI' : 'YYYY-MM-DD';
  const { rows } = await sql<SeriesRow>`
    with agg as (
      select ${bucketOf} as b,
        sum(up_bytes)::bigint as up_bytes,
        sum(down_bytes)::bigint as down_bytes,
        max(sessions)::int as sessions,
        avg(availability)::float8 as availability,
        avg(latency_ms)::float8 as latency_ms,
        avg(loss_pct)::float8 as loss_pct,
        count(*)::int as samples
      from network_stat
      where kind = ${kind} and ref_id = ${refId} and ts >= ${from} and ts < ${to}
      group by 1
    )
    select to_char(g.b at time zone ${ZONE}, ${label}) as time,
      agg.up_bytes, agg.down_bytes, agg.sessions, agg.availability, agg.latency_ms, agg.loss_pct,
      coalesce(agg.samples, 0) as samples
    from generate_series(${from}::timestamptz, ${to}::timestamptz - ${step}, ${step}) as g(b)
    left join agg on agg.b = g.b
    order by g.b
  `.execute(db);
  return rows;
}

// Daily roll-up ---------------------------------------------------------------------------

/** Days in the B1 overview: today and the 29 days before it. */
export const B1_TREND_DAYS = 30;

/** The China-time calendar day of `t`, in SQL. */
const chinaDayOf = (t: Date) => sql`(${t}::timestamptz at time zone ${ZONE})::date`;

/**
 * Sums the hourly points per China-time day from `from`'s day (a sweep passes yesterday:
 * late points for it may still arrive), replacing those days' sums, and the roll-ups of
 * these the B1 overview reads: per owner and day from the same day on (dnn_usage_daily), and
 * each DNN's traffic over the B1 window that ends today (dnn_usage_window, whole). Today's
 * figures are therefore those of the last sweep. Idempotent, so several instances may run
 * it at once.
 */
export async function rollUpStats(db: Database, from: Date, now = new Date()): Promise<void> {
  // A day whose points are gone goes too; the others are replaced.
  await sql`
    with fresh as (
      select kind, ref_id, (ts at time zone ${ZONE})::date as day,
        sum(up_bytes) as up_bytes, sum(down_bytes) as down_bytes, count(*)::int as points
      from network_stat
      where ts >= (date_trunc('day', ${from}::timestamptz at time zone ${ZONE}) at time zone ${ZONE})
      group by 1, 2, 3
    ), gone as (
      delete from network_stat_daily u
      where u.day >= ${chinaDayOf(from)} and not exists (
        select 1 from fresh f where f.kind = u.kind and f.ref_id = u.ref_id and f.day = u.day
      )
    )
    insert into network_stat_daily (kind, ref_id, day, up_bytes, down_bytes, points)
    select * from fresh
    on conflict (kind, ref_id, day) do update
      set up_bytes = excluded.up_bytes, down_bytes = excluded.down_bytes, points = excluded.points
  `.execute(db);
  // Likewise the owners' days from the same day on.
  await sql`
    with fresh as (
      select d.customer_id, d.be_id, d.area_code, s.day,
        sum(s.up_bytes) as up_bytes, sum(s.down_bytes) as down_bytes
      from network_stat_daily s join dnn_instance d on d.id = s.ref_id
      where s.kind = 'dnn' and s.day >= ${chinaDayOf(from)}
      group by 1, 2, 3, 4
    ), gone as (
      delete from dnn_usage_daily u
      where u.day >= ${chinaDayOf(from)} and not exists (
        select 1 from fresh f
        where f.customer_id = u.customer_id and f.be_id = u.be_id
          and f.area_code = u.area_code and f.day = u.day
      )
    )
    insert into dnn_usage_daily (customer_id, be_id, area_code, day, up_bytes, down_bytes)
    select * from fresh
    on conflict (customer_id, be_id, area_code, day) do update
      set up_bytes = excluded.up_bytes, down_bytes = excluded.down_bytes
  `.execute(db);
  await sql`
    with fresh as (
      select s.ref_id as dnn_id, ${chinaDayOf(now)} - ${B1_TREND_DAYS - 1}::int as from_day,
        sum(s.up_bytes) as up_bytes, sum(s.down_bytes) as down_bytes
      from network_stat_daily s
      where s.kind = 'dnn' and s.day >= ${chinaDayOf(now)} - ${B1_TREND_DAYS - 1}::int
      group by 1, 2
    ), gone as (
      delete from dnn_usage_window u where not exists (select 1 from fresh f where f.dnn_id = u.dnn_id)
    )
    insert into dnn_usage_window (dnn_id, from_day, up_bytes, down_bytes)
    select * from fresh
    on conflict (dnn_id) do update
      set from_day = excluded.from_day, up_bytes = excluded.up_bytes, down_bytes = excluded.down_bytes
  `.execute(db);
}

// B1 overview -----------------------------------------------------------------------------

export async function b1Figures(db: Database, scope: DataScope) {
  const dnns = db.selectFrom('dnnInstance as d').where(dnnScope(scope));
  const [counts, slices, cards, sites] = await Promise.all([
    dnns
      .select([
        sql<number>`count(*)`.as('dnnCount'),
        sql<number>`count(*) filter (where d.status = 1)`.as('activeDnnCount'),
      ])
      .executeTakeFirstOrThrow(),
    dnns
      .innerJoin('networkSlice as s', 's.dnnId', 'd.id')
      .select(['s.sst', sql<number>`count(*)`.as('count')])
      .groupBy('s.sst')
      .orderBy('s.sst')
      .execute(),
    Promise.all([
      dnns
        .innerJoin('dnnCard as dc', 'dc.dnnId', 'd.id')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('simCard as c')
        .where((eb) =>
          inScope(eb, scope, {
            customerId: 'c.customerId',
            beId: 'c.beId',
            areaCode: 'c.areaCode',
            orgId: 'c.orgId',
          }),
        )
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]),
    dnns
      .where('d.upfSite', '<>', '')
      .select(['d.upfSite as name', sql<number>`count(*)`.as('dnnCount')])
      .groupBy('d.upfSite')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('d.upfSite')
      .limit(20)
      .execute(),
  ]);
  return {
    dnnCount: Number(counts.dnnCount),
    activeDnnCount: Number(counts.activeDnnCount),
    slicesBySst: slices.map((s) => ({ sst: s.sst, count: Number(s.count) })),
    boundCards: Number(cards[0].n),
    totalCards: Number(cards[1].n),
    sites: sites.map((s) => ({ name: s.name, dnnCount: Number(s.dnnCount) })),
  };
}

/**
 * Traffic of every DNN in the scope per China-time day from `from` (a China midnight) for
 * `days` days, and the busiest DNNs over them, from the sweep's roll-ups (today as of the
 * last sweep): some 30 rows per owner in the scope and one per DNN, whatever the number of
 * points. Until the first sweep of a new day has made the window start on `from`'s day, the
 * busiest DNNs are summed from the daily roll-up instead.
 */
export async function b1Usage(db: Database, scope: DataScope, from: Date, days: number) {
  const last = new Date(from.getTime() + (days - 1) * 86_400_000);
  const perDay = db
    .selectFrom('dnnUsageDaily as d')
    .where(dnnScope(scope))
    .where('d.day', '>=', sql<string>`${chinaDayOf(from)}`)
    .where('d.day', '<=', sql<string>`${chinaDayOf(last)}`)
    .groupBy('d.day')
    .select([
      'd.day',
      sql<string>`sum(d.up_bytes)::bigint`.as('upBytes'),
      sql<string>`sum(d.down_bytes)::bigint`.as('downBytes'),
    ]);
  const { rows: trend } = await sql<{
    day: string;
    upBytes: string | null;
    downBytes: string | null;
  }>`
    select to_char(g.d, 'YYYY-MM-DD') as day, t.up_bytes, t.down_bytes
    from generate_series(${chinaDayOf(from)}, ${chinaDayOf(last)}, interval '1 day') as g(d)
    left join (${perDay}) t on t.day = g.d::date
    order by g.d
  `.execute(db);
  const busiestOf = (windowed: boolean) =>
    windowed
      ? db
          .selectFrom('dnnUsageWindow as w')
          .innerJoin('dnnInstance as d', 'd.id', 'w.dnnId')
          .where(dnnScope(scope))
          .where('w.fromDay', '=', sql<string>`${chinaDayOf(from)}`)
          .select(['w.dnnId as refId', 'w.upBytes', 'w.downBytes'])
          .orderBy(sql`w.up_bytes + w.down_bytes`, 'desc')
          .orderBy('w.dnnId', 'desc')
          .limit(5)
          .execute()
      : db
          .selectFrom('networkStatDaily as s')
          .innerJoin('dnnInstance as d', 'd.id', 's.refId')
          .where('s.kind', '=', 'dnn')
          .where(dnnScope(scope))
          .where('s.day', '>=', sql<string>`${chinaDayOf(from)}`)
          .where('s.day', '<=', sql<string>`${chinaDayOf(last)}`)
          .groupBy('s.refId')
          .select([
            's.refId',
            sql<number>`sum(s.up_bytes)::bigint`.as('upBytes'),
            sql<number>`sum(s.down_bytes)::bigint`.as('downBytes'),
          ])
          .orderBy(sql`sum(s.up_bytes + s.down_bytes)`, 'desc')
          .orderBy('s.refId', 'desc')
          .limit(5)
          .execute();
  let busiest = await busiestOf(true);
  if (busiest.length === 0) busiest = await busiestOf(false);
  const bytesOf = new Map(
    busiest.map((r) => [Number(r.refId), Number(r.upBytes ?? 0) + Number(r.downBytes ?? 0)]),
  );
  // Fewer than 5 DNNs reported: the quiet ones fill the list (newest first).
  const ids = [...bytesOf.keys()];
  const dnns = await db
    .selectFrom('dnnInstance as d')
    .select([
      'd.id',
      'd.dnn',
      'd.upfSite',
      'd.status',
      (eb) =>
        eb
          .selectFrom('dnnCard as dc')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('dc.dnnId', '=', 'd.id')
          .as('cards'),
      (eb) =>
        eb
          .selectFrom('networkSlice as ns')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('ns.dnnId', '=', 'd.id')
          .as('slices'),
    ])
    .where(dnnScope(scope))
    .$if(ids.length > 0, (q) =>
      q.orderBy(sql`${sql.ref('d.id')} in (${sql.join(ids.length ? ids : [0])})`, 'desc'),
    )
    .orderBy('d.createdAt', 'desc')
    .orderBy('d.id', 'desc')
    .limit(5)
    .execute();
  return {
    trend: trend.map((t) => ({ day: t.day, upBytes: t.upBytes, downBytes: t.downBytes })),
    topDnns: dnns
      .map((t) => ({
        id: t.id,
        dnn: t.dnn,
        upfSite: t.upfSite,
        status: t.status,
        bytes: bytesOf.get(t.id) ?? null,
        cards: Number(t.cards ?? 0),
        slices: Number(t.slices ?? 0),
      }))
      .sort((a, b) => (b.bytes ?? -1) - (a.bytes ?? -1) || b.id - a.id),
  };
}

// Ordered business ------------------------------------------------------------------------

export interface OrderedFilter {
  page: number;
  pageSize: number;
  type?: string | undefined;
  status?: number | undefined;
  keyword?: string | undefined;
}

/** Business instances in the scope with their order, newest first. */
export async function orderedPage(db: Database, scope: DataScope, f: OrderedFilter) {
  const base = () =>
    db
      .selectFrom('businessInstance as i')
      .where((eb) =>
        inScope(eb, scope, {
          customerId: 'i.customerId',
          beId: 'i.beId',
          areaCode: 'i.areaCode',
          orgId: false,
        }),
      )
      .$if(!!f.type, (q) => q.where('i.type', '=', f.type!))
      .$if(f.status !== undefined, (q) => q.where('i.status', '=', f.status!))
      .$if(!!f.keyword, (q) => q.where('i.name', 'ilike', likeOf(f.keyword!)));
  const [rows, count] = await Promise.all([
    base()
      .select([
        'i.id',
        'i.customerId',
        'i.type',
        'i.name',
        'i.status',
        'i.startAt',
        'i.endAt',
        'i.orderId',
        (eb) =>
          eb
            .selectFrom('enterpriseCustomer as ec')
            .select('ec.name')
            .whereRef('ec.id', '=', 'i.customerId')
            .$asScalar()
            .as('customerName'),
      ])
      .orderBy('i.startAt', 'desc')
      .orderBy('i.id', 'desc')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    base()
      .select(sql<number>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The orders of some business instances. */
export async function ordersOf(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('bizOrder as o')
    .select(['o.id', 'o.orderNo', 'o.status', 'o.amountFen', 'o.months'])
    .where('o.id', 'in', orderIds)
    .execute();
}

/** For some business instances: their acceleration sessions (live and all). */
export async function sessionsOf(db: Database, instanceIds: number[]) {
  if (instanceIds.length === 0) return [];
  return db
    .selectFrom('qodSession as q')
    .select([
      'q.instanceId',
      sql<number>`count(*)`.as('sessions'),
      sql<number>`count(*) filter (where q.status in ('REQUESTED', 'AVAILABLE') and q.expires_at > now())`.as(
        'live',
      ),
    ])
    .where('q.instanceId', 'in', instanceIds)
    .groupBy('q.instanceId')
    .execute();
}

/** For some business instances: the DNNs provisioned for them and the cards bound. */
export async function dnnsOf(db: Database, rows: { id: number; customerId: number }[]) {
  if (rows.length === 0) return [];
  return db
    .selectFrom('dnnInstance as d')
    .select([
      'd.instanceId',
      'd.dnn',
      (eb) =>
        eb
          .selectFrom('dnnCard as dc')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('dc.dnnId', '=', 'd.id')
          .as('cards'),
    ])
    .where('d.customerId', 'in', [...new Set(rows.map((r) => r.customerId))])
    .where(
      'd.instanceId',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('d.id')
    .execute();
}

// Console home ----------------------------------------------------------------------------

export async function homeCounts(db: Database, scope: DataScope) {
  const [cards, dnns, slices, sessions, lines, devices, orders] = await Promise.all([
    db
      .selectFrom('simCard as c')
      .where((eb) =>
        inScope(eb, scope, {
          customerId: 'c.customerId',
          beId: 'c.beId',
          areaCode: 'c.areaCode',
          orgId: 'c.orgId',
        }),
      )
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('dnnInstance as d')
      .where(dnnScope(scope))
      .where('d.status', '=', 1)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('dnnInstance as d')
      .innerJoin('networkSlice as s', 's.dnnId', 'd.id')
      .where(dnnScope(scope))
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('qodSession as q')
      .where((eb) =>
        inScope(eb, scope, {
          customerId: 'q.customerId',
          beId: 'q.beId',
          areaCode: 'q.areaCode',
          orgId: false,
        }),
      )
      .where('q.status', 'in', ['REQUESTED', 'AVAILABLE'])
      .where('q.expiresAt', '>', new Date())
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('privateLine as l')
      .where((eb) =>
        inScope(eb, scope, {
          customerId: 'l.customerId',
          beId: 'l.beId',
          areaCode: 'l.areaCode',
          orgId: false,
        }),
      )
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    // CPE gateways and multi-SIM devices.
    db
      .selectFrom('device as v')
      .where((eb) =>
        inScope(eb, scope, {
          customerId: 'v.customerId',
          beId: 'v.beId',
          areaCode: 'v.areaCode',
          orgId: 'v.orgId',
        }),
      )
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bizOrder as o')
      .where((eb) =>
        inScope(eb, scope, {
          customerId: 'o.customerId',
          beId: 'o.beId',
          areaCode: 'o.areaCode',
          orgId: false,
        }),
      )
      .where('o.status', '=', 3)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    cards: Number(cards.n),
    dnns: Number(dnns.n),
    slices: Number(slices.n),
    liveSessions: Number(sessions.n),
    lines: Number(lines.n),
    devices: Number(devices.n),
    activeOrders: Number(orders.n),
  };
}
