import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import { cardsWithNames, type CardRow } from './sim.card-item.js';

/**
 * Queries of the SIM card reads. Every query takes the caller's data scope and limits rows
 * to it; nothing here decides who may call.
 *
 * Index use (migration 000011): the customer scope's list, each single filter and each
 * sort run on an index that leads with (customer_id, kind); pages are read as ids first
 * (index-only, also for deep pages) and the rows joined afterwards.
 */

/** Card filters, already validated; dates as instants (from inclusive, to exclusive). */
export interface CardFilter {
  kind: number;
  status?: number | undefined;
  keyword?: string | undefined;
  /** The identifiers the keyword can match (see keywordColumns); all when absent. */
  keywordColumns?: readonly IdentifierColumn[] | undefined;
  tariffId?: number | undefined;
  groupId?: number | undefined;
  activatedFrom?: Date | undefined;
  activatedBefore?: Date | undefined;
  /** Tariff package ending from now until this instant. */
  expiresBefore?: Date | undefined;
}

export type SortField = 'id' | 'activatedAt' | 'monthDataKb' | 'lastSeenAt';
export interface CardSort {
  field: SortField;
  order: 'asc' | 'desc';
}

type CardEb = ExpressionBuilder<DB, 'simCard'>;

/** Statistics and daily cells: per enterprise and city, never per organisation node. */
const CELL_SCOPE = {
  customerId: 'customerId',
  beId: 'beId',
  areaCode: 'areaCode',
  orgId: false,
} as const;

const CARD_SCOPE = {
  customerId: 'simCard.customerId',
  beId: 'simCard.beId',
  areaCode: 'simCard.areaCode',
  orgId: 'simCard.orgId',
};

/**
 * A sub-account placed in an organisation node: the statistics and daily cells cannot
 * tell its cards from the rest of the enterprise's, so its figures come from the cards.
 */
export function byOrganisation(scope: DataScope): boolean {
  return scope.level === 'customer' && scope.orgIds !== undefined;
}

/** The identifiers a keyword is a prefix of, with their longest values. */
const IDENTIFIERS = [
  ['iccid', 20],
  ['msisdn', 11],
  ['imsi', 15],
] as const;
export type IdentifierColumn = (typeof IDENTIFIERS)[number][0];

/**
 * The half-open range of strings starting with a digit prefix: ['139', '14'). A prefix of
 * nines only has no upper bound.
 */
export function prefixRange(prefix: string): [string, string | null] {
  const head = prefix.replace(/9+$/, '');
  if (!head) return [prefix, null];
  return [prefix, head.slice(0, -1) + String(Number(head.at(-1)) + 1)];
}

function cardConditions(eb: CardEb, scope: DataScope, f: CardFilter): Expression<SqlBool>[] {
  const conds: Expression<SqlBool>[] = [
    inScope(eb, scope, CARD_SCOPE),
    eb('simCard.kind', '=', f.kind),
  ];
  if (f.status !== undefined) conds.push(eb('simCard.status', '=', f.status));
  if (f.tariffId !== undefined) conds.push(eb('simCard.tariffId', '=', f.tariffId));
  if (f.groupId !== undefined) conds.push(eb('simCard.groupId', '=', f.groupId));
  if (f.activatedFrom) conds.push(eb('simCard.activatedAt', '>=', f.activatedFrom));
  if (f.activatedBefore) conds.push(eb('simCard.activatedAt', '<', f.activatedBefore));
  if (f.expiresBefore) {
    conds.push(eb('simCard.tariffExpiresAt', '>=', sql<Date>`now()`));
    conds.push(eb('simCard.tariffExpiresAt', '<', f.expiresBefore));
  }
  if (f.keyword) {
    const keyword = f.keyword;
    const [from, to] = prefixRange(keyword);
    const columns =
      f.keywordColumns ?? IDENTIFIERS.filter(([, len]) => keyword.length <= len).map(([c]) => c);
    const ranges = columns.map((c) => {
      const col = `simCard.${c}` as const;
      return to === null ? eb(col, '>=', from) : eb.and([eb(col, '>=', from), eb(col, '<', to)]);
    });
    conds.push(ranges.length ? eb.or(ranges) : eb.lit(false));
  }
  return conds;
}

/**
 * The identifiers (ICCID, MSISDN, IMSI) that some card anywhere starts with `keyword`: one
 * probe of each unique index. A search then ranges over those columns only and can use a
 * single index instead of combining three (ICCIDs, MSISDNs and IMSIs start differently,
 * so a keyword nearly always names one of them).
 */
export async function keywordColumns(db: Database, keyword: string): Promise<IdentifierColumn[]> {
  const [from, to] = prefixRange(keyword);
  const candidates = IDENTIFIERS.filter(([, len]) => keyword.length <= len).map(([c]) => c);
  if (!candidates.length) return [];
  const probes = candidates.map(
    (c, i) =>
      sql<boolean>`exists (select 1 from sim_card where ${sql.ref(c)} >= ${from}
        ${to === null ? sql`` : sql`and ${sql.ref(c)} < ${to}`}) as ${sql.id(`c${i}`)}`,
  );
  const { rows } = await sql<Record<string, boolean>>`select ${sql.join(probes)}`.execute(db);
  return candidates.filter((_, i) => rows[0]?.[`c${i}`]);
}

const NULLABLE_SORTS = {
  activatedAt: 'simCard.activatedAt',
  lastSeenAt: 'simCard.lastSeenAt',
} as const;

/**
 * Orders by the sort field, then by id in the same direction (a stable order). Dates sort
 * with missing values last when descending and first when ascending, the order of their
 * indexes.
 */
function orderCards<TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  sort: CardSort,
): SelectQueryBuilder<DB, TB, O> {
  const id = sql.ref('simCard.id');
  if (sort.field === 'id') return qb.orderBy(id, sort.order);
  if (sort.field === 'monthDataKb')
    return qb.orderBy(sql.ref('simCard.monthDataKb'), sort.order).orderBy(id, sort.order);
  return qb
    .orderBy(sql.ref(NULLABLE_SORTS[sort.field]), (ob) =>
      sort.order === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsFirst(),
    )
    .orderBy(id, sort.order);
}

/** Cards in the scope by kind (and status), from the statistics table: exact and cheap. */
export async function statTotal(
  db: Database,
  scope: DataScope,
  kind: number,
  status?: number,
): Promise<number> {
  if (byOrganisation(scope)) {
    let c = db
      .selectFrom('simCard')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => inScope(eb, scope, CARD_SCOPE))
      .where('simCard.kind', '=', kind);
    if (status !== undefined) c = c.where('simCard.status', '=', status);
    return Number((await c.executeTakeFirstOrThrow()).n);
  }
  let q = db
    .selectFrom('simCardStat')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cards'), eb.lit(0)).as('n'))
    .where((eb) => inScope(eb, scope, CELL_SCOPE))
    .where('kind', '=', kind);
  if (status !== undefined) q = q.where('status', '=', status);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Matching cards, counted no further than `cap + 1`. */
export async function countCards(
  db: Database,
  scope: DataScope,
  f: CardFilter,
  cap: number,
): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('simCard')
        .select(eb.lit(1).as('one'))
        .where((w) => w.and(cardConditions(w, scope, f)))
        .limit(cap + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One page of matching cards in the given order. The page's ids are found first, from the
 * index alone (a deep page skips index entries, not table rows), then their rows are read.
 */
export async function pageCards(
  db: Database,
  scope: DataScope,
  f: CardFilter,
  sort: CardSort,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  const ids = orderCards(
    db
      .selectFrom('simCard')
      .select('simCard.id')
      .where((eb) => eb.and(cardConditions(eb, scope, f))),
    sort,
  )
    .limit(limit)
    .offset(offset);
  return orderCards(cardsWithNames(db).where('simCard.id', 'in', ids), sort).execute();
}

/**
 * Counts the matches (up to `cap + 1`) and, when there are no more than `cap`, reads the
 * page in id order from the matches themselves, in one pass over the filter's own index.
 * For filters whose matches lie together in id order (identifier prefixes of one issue
 * batch, activation dates): walking the cards newest first could pass most of the table
 * before filling a page. `rows` is null when the matches exceed the cap.
 */
export async function countAndPageMatches(
  db: Database,
  scope: DataScope,
  f: CardFilter,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
  cap: number,
): Promise<{ count: number; rows: CardRow[] | null }> {
  const matches = db
    .selectFrom('simCard')
    .select('simCard.id')
    .where((eb) => eb.and(cardConditions(eb, scope, f)))
    .limit(cap + 1);
  const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const { rows } = await sql<{ n: number; id: number | null }>`
    with m as materialized (${matches}),
    n as (select count(*)::int as n from m)
    select n.n, p.id from n
    left join lateral (select id from m order by id ${dir} limit ${limit} offset ${offset}) p
      on true`.execute(db);
  const count = Number(rows[0]?.n ?? 0);
  if (count > cap) return { count, rows: null };
  const ids = rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)]));
  if (!ids.length) return { count, rows: [] };
  const page = await cardsWithNames(db)
    .where('simCard.id', 'in', ids)
    .orderBy('simCard.id', order)
    .execute();
  return { count, rows: page };
}

/** The lowest and highest value of an identifier among a customer's cards of a kind. */
export async function identifierSpan(
  db: Database,
  customerId: number,
  kind: number,
  column: IdentifierColumn,
): Promise<{ lo: string | null; hi: string | null }> {
  const { rows } = await sql<{ lo: string | null; hi: string | null }>`
    select min(${sql.ref(column)}) as lo, max(${sql.ref(column)}) as hi
    from sim_card where customer_id = ${customerId} and kind = ${kind}`.execute(db);
  return rows[0] ?? { lo: null, hi: null };
}

/** A timestamp as China-time text, `2026-11-22 09:30:15` (null stays null). */
const chinaText = (column: 'simCard.activatedAt' | 'simCard.lastSeenAt') =>
  sql<
    string | null
  >`to_char(${sql.ref(column)} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * What the export writes of a card, with its tariff's and group's names. The database
 * formats the times (no date parsed and formatted again per cell in the server). Every
 * alias is one lower-case word, the same in snake and camel case, so the rows are read
 * as the driver hands them over (see cardBatches).
 */
function exportCards(db: Database) {
  return db
    .selectFrom('simCard')
    .innerJoin('simTariff', 'simTariff.id', 'simCard.tariffId')
    .leftJoin('simGroup', 'simGroup.id', 'simCard.groupId')
    .select([
      'simCard.id',
      'simCard.iccid',
      'simCard.msisdn',
      'simCard.imsi',
      'simCard.kind',
      'simCard.status',
      'simTariff.name as tariff',
      'simGroup.name as group',
      chinaText('simCard.activatedAt').as('activated'),
      'simCard.monthDataKb as datakb',
      'simCard.monthSms as sms',
      'simCard.monthVoiceMin as voice',
      'simCard.dataCapMb as cap',
      chinaText('simCard.lastSeenAt').as('seen'),
      'simCard.imei',
      'simCard.imeiBound as bound',
      'simCard.apn',
      'simCard.beId as beid',
      'simCard.areaCode as area',
    ]);
}

export type ExportCardRow = Awaited<ReturnType<ReturnType<typeof exportCards>['execute']>>[number];

/**
 * Matching cards, newest first, in batches read by id (keyset), at most `max` in all: the
 * export streams these without holding more than two batches. The next batch is read while
 * the caller writes the current one, so the database and the writer work side by side.
 */
export async function* cardBatches(
  db: Database,
  scope: DataScope,
  f: CardFilter,
  batchSize: number,
  max: number,
): AsyncGenerator<ExportCardRow[]> {
  const read = (before: number | null, limit: number) => {
    let q = exportCards(db)
      .where((eb) => eb.and(cardConditions(eb, scope, f)))
      .orderBy('simCard.id', 'desc')
      .limit(limit);
    if (before !== null) q = q.where('simCard.id', '<', before);
    // Compiled with the camel-case plugin (snake-case names in the SQL), executed without
    // it: the rows need no renaming (a new object per row for a million rows).
    const rows = db
      .withoutPlugins()
      .executeQuery(q.compile())
      .then((r) => r.rows);
    // Awaited below; when the caller stops early a failure of the last read goes nowhere.
    rows.catch(() => {});
    return rows;
  };
  let left = max;
  let next = left > 0 ? read(null, Math.min(batchSize, left)) : null;
  while (next) {
    const rows = await next;
    left -= rows.length;
    next =
      rows.length === batchSize && left > 0
        ? read(rows[rows.length - 1]!.id, Math.min(batchSize, left))
        : null;
    if (rows.length) yield rows;
  }
}

export async function findCardByIccid(db: Database, iccid: string) {
  return cardsWithNames(db)
    .innerJoin('enterpriseCustomer', 'enterpriseCustomer.id', 'simCard.customerId')
    .select('enterpriseCustomer.name as customerName')
    .where('simCard.iccid', '=', iccid)
    .executeTakeFirst();
}

export async function findTariff(db: Database, id: number) {
  return db.selectFrom('simTariff').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A card's monthly usage since `fromMonth` (YYYY-MM-DD, first of a month). */
export async function usageMonths(db: Database, cardId: number, fromMonth: string) {
  return db
    .selectFrom('simUsageMonthly')
    .select([sql<string>`to_char(month, 'YYYY-MM')`.as('period'), 'dataKb', 'sms', 'voiceMin'])
    .where('cardId', '=', cardId)
    .where('month', '>=', sql<Date>`${fromMonth}::date`)
    .orderBy('month')
    .execute();
}

/** Tariffs on sale of a kind, in catalogue order. */
export async function onSaleTariffs(db: Database, kind: number) {
  return db
    .selectFrom('simTariff')
    .selectAll()
    .where('kind', '=', kind)
    .where('status', '=', 1)
    .orderBy('sortNum')
    .orderBy('id')
    .execute();
}

// ---------------------------------------------------------------------------------------
// Overview

/** Cards and month-to-date data by status, from the statistics table. */
export async function statByStatus(db: Database, scope: DataScope, kind: number) {
  if (byOrganisation(scope)) {
    return db
      .selectFrom('simCard')
      .select((eb) => [
        'simCard.status',
        eb.fn.countAll<number>().as('cards'),
        eb.fn.sum<number>('simCard.monthDataKb').as('monthDataKb'),
      ])
      .where((eb) => inScope(eb, scope, CARD_SCOPE))
      .where('simCard.kind', '=', kind)
      .groupBy('simCard.status')
      .execute();
  }
  return db
    .selectFrom('simCardStat')
    .select((eb) => [
      'status',
      eb.fn.sum<number>('cards').as('cards'),
      eb.fn.sum<number>('monthDataKb').as('monthDataKb'),
    ])
    .where((eb) => inScope(eb, scope, CELL_SCOPE))
    .where('kind', '=', kind)
    .groupBy('status')
    .execute();
}

/** Data included this month by the card tariffs of the active cards, in MB. */
export async function activeTariffDataMb(
  db: Database,
  scope: DataScope,
  kind: number,
): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('simCard')
        .select((s) => ['simCard.tariffId', s.fn.countAll<number>().as('cards')])
        .where((w) => inScope(w, scope, CARD_SCOPE))
        .where('simCard.kind', '=', kind)
        .where('simCard.status', '=', 2)
        .groupBy('simCard.tariffId')
        .as('x'),
    )
    .innerJoin('simTariff', 'simTariff.id', 'x.tariffId')
    .select(sql<number>`coalesce(sum(sim_tariff.data_mb * x.cards), 0)::bigint`.as('mb'))
    .executeTakeFirstOrThrow();
  return Number(row.mb);
}

/** Shared pools of the groups of the enterprises in the scope, in MB. */
export async function groupPoolMb(db: Database, scope: DataScope): Promise<number> {
  const row = await db
    .selectFrom('simGroup')
    .innerJoin('enterpriseCustomer', 'enterpriseCustomer.id', 'simGroup.customerId')
    .select(sql<number>`coalesce(sum(sim_group.pool_data_mb), 0)::bigint`.as('mb'))
    .where((eb) =>
      inScope(eb, scope, {
        customerId: 'simGroup.customerId',
        beId: 'enterpriseCustomer.beId',
        areaCode: 'enterpriseCustomer.cityCode',
        // A pool is the enterprise's, not an organisation node's.
        orgId: false,
      }),
    )
    .executeTakeFirstOrThrow();
  return Number(row.mb);
}

export async function topCards(db: Database, scope: DataScope, kind: number, limit: number) {
  return db
    .selectFrom('simCard')
    .select(['simCard.iccid', 'simCard.msisdn', 'simCard.status', 'simCard.monthDataKb'])
    .where((eb) => inScope(eb, scope, CARD_SCOPE))
    .where('simCard.kind', '=', kind)
    .orderBy('simCard.monthDataKb', 'desc')
    .orderBy('simCard.id', 'desc')
    .limit(limit)
    .execute();
}

export interface UsageAggregate {
  period: string;
  dataKb: number;
  sms: number;
  voiceMin: number;
  activeCards: number;
}

/** Ordinary cards' usage per day since `fromDay` (YYYY-MM-DD), from the daily cells. */
export async function dailyUsage(
  db: Database,
  scope: DataScope,
  fromDay: string,
): Promise<UsageAggregate[]> {
  return db
    .selectFrom('simUsageDaily')
    .select((eb) => [
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('period'),
      eb.fn.sum<number>('dataKb').as('dataKb'),
      eb.fn.sum<number>('sms').as('sms'),
      eb.fn.sum<number>('voiceMin').as('voiceMin'),
      eb.fn.sum<number>('activeCards').as('activeCards'),
    ])
    .where((eb) => inScope(eb, scope, CELL_SCOPE))
    .where('day', '>=', sql<Date>`${fromDay}::date`)
    .groupBy('day')
    .orderBy('day')
    .execute();
}

/** Ordinary cards' usage per month since `fromMonth` (YYYY-MM-DD), from the daily cells. */
export async function monthlyUsageFromDaily(
  db: Database,
  scope: DataScope,
  fromMonth: string,
): Promise<UsageAggregate[]> {
  if (byOrganisation(scope)) return cardsMonthlyUsage(db, scope, 0, fromMonth);
  return db
    .selectFrom('simUsageDaily')
    .select((eb) => [
      sql<string>`to_char(day, 'YYYY-MM')`.as('period'),
      eb.fn.sum<number>('dataKb').as('dataKb'),
      eb.fn.sum<number>('sms').as('sms'),
      eb.fn.sum<number>('voiceMin').as('voiceMin'),
      sql<number>`0`.as('activeCards'),
    ])
    .where((eb) => inScope(eb, scope, CELL_SCOPE))
    .where('day', '>=', sql<Date>`${fromMonth}::date`)
    .groupBy(sql`to_char(day, 'YYYY-MM')`)
    .orderBy(sql`to_char(day, 'YYYY-MM')`)
    .execute();
}

/** Probe cards' usage per month since `fromMonth`, from their monthly history. */
export function probeMonthlyUsage(db: Database, scope: DataScope, fromMonth: string) {
  return cardsMonthlyUsage(db, scope, 1, fromMonth);
}

/** Usage per month since `fromMonth` of the cards of a kind, from their monthly history. */
function cardsMonthlyUsage(
  db: Database,
  scope: DataScope,
  kind: number,
  fromMonth: string,
): Promise<UsageAggregate[]> {
  return db
    .selectFrom('simUsageMonthly')
    .innerJoin('simCard', 'simCard.id', 'simUsageMonthly.cardId')
    .select((eb) => [
      sql<string>`to_char(sim_usage_monthly.month, 'YYYY-MM')`.as('period'),
      eb.fn.sum<number>('simUsageMonthly.dataKb').as('dataKb'),
      eb.fn.sum<number>('simUsageMonthly.sms').as('sms'),
      eb.fn.sum<number>('simUsageMonthly.voiceMin').as('voiceMin'),
      eb.fn.countAll<number>().as('activeCards'),
    ])
    .where((eb) => inScope(eb, scope, CARD_SCOPE))
    .where('simCard.kind', '=', kind)
    .where('simUsageMonthly.month', '>=', sql<Date>`${fromMonth}::date`)
    .groupBy('simUsageMonthly.month')
    .orderBy('simUsageMonthly.month')
    .execute();
}

/** Probe cards' data sessions per China day since `fromDay`. */
export async function probeDailyUsage(
  db: Database,
  scope: DataScope,
  fromDay: string,
): Promise<UsageAggregate[]> {
  const day = sql<string>`(sim_session.started_at at time zone 'Asia/Shanghai')::date`;
  return db
    .selectFrom('simSession')
    .innerJoin('simCard', 'simCard.id', 'simSession.cardId')
    .select((eb) => [
      sql<string>`to_char(${day}, 'YYYY-MM-DD')`.as('period'),
      eb.fn.sum<number>('simSession.dataKb').as('dataKb'),
      sql<number>`0`.as('sms'),
      sql<number>`0`.as('voiceMin'),
      sql<number>`count(distinct sim_session.card_id)`.as('activeCards'),
    ])
    .where((eb) => inScope(eb, scope, CARD_SCOPE))
    .where('simCard.kind', '=', 1)
    .where(
      'simSession.startedAt',
      '>=',
      sql<Date>`(${fromDay}::date)::timestamp at time zone 'Asia/Shanghai'`,
    )
    .groupBy(day)
    .orderBy(day)
    .execute();
}

const EVENT_SCOPE = {
  customerId: 'simRiskEvent.customerId',
  beId: 'simRiskEvent.beId',
  areaCode: 'simRiskEvent.areaCode',
  orgId: 'simCard.orgId',
};

/** The newest open risk events on cards of a kind, and how many are open. */
export async function openAlarms(db: Database, scope: DataScope, kind: number, limit: number) {
  const base = db
    .selectFrom('simRiskEvent')
    .innerJoin('simCard', 'simCard.id', 'simRiskEvent.cardId')
    .where((eb) => inScope(eb, scope, EVENT_SCOPE))
    .where('simRiskEvent.status', '=', 0)
    .where('simCard.kind', '=', kind);
  const [latest, count] = await Promise.all([
    base
      .select([
        'simRiskEvent.id',
        'simRiskEvent.kind',
        'simRiskEvent.level',
        'simRiskEvent.iccid',
        'simRiskEvent.msisdn',
        'simRiskEvent.detail',
        'simRiskEvent.status',
        'simRiskEvent.occurredAt',
        'simRiskEvent.handledAt',
      ])
      .orderBy('simRiskEvent.occurredAt', 'desc')
      .orderBy('simRiskEvent.id', 'desc')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { latest, open: Number(count.n) };
}

/** Probe cards that can be online (test, active, suspended) and those seen in 24 hours. */
export async function probeOnline(db: Database, scope: DataScope) {
  const row = await db
    .selectFrom('simCard')
    .select([
      sql<number>`count(*)`.as('cards'),
      sql<number>`count(*) filter (where sim_card.last_seen_at >= now() - interval '24 hours')`.as(
        'online',
      ),
    ])
    .where((eb) => inScope(eb, scope, CARD_SCOPE))
    .where('simCard.kind', '=', 1)
    .where('simCard.status', 'in', [1, 2, 3])
    .executeTakeFirstOrThrow();
  return { cards: Number(row.cards), online: Number(row.online) };
}

/** Cards in the scope whose tariff package ends within `days` (the partial expiry index). */
export async function expiringCount(
  db: Database,
  scope: DataScope,
  kind: number,
  days: number,
): Promise<number> {
  const row = await db
    .selectFrom('simCard')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => inScope(eb, scope, CARD_SCOPE))
    .where('simCard.kind', '=', kind)
    .where('simCard.tariffExpiresAt', '>=', sql<Date>`now()`)
    .where('simCard.tariffExpiresAt', '<', sql<Date>`now() + make_interval(days => ${days})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The DNN a card is bound to (the private network's card binding), if any. */
export function dnnOfCard(db: Database, cardId: number) {
  return db
    .selectFrom('dnnCard as dc')
    .innerJoin('dnnInstance as d', 'd.id', 'dc.dnnId')
    .select(['d.id', 'd.dnn'])
    .where('dc.cardId', '=', cardId)
    .executeTakeFirst();
}

/** The card's live acceleration session, if any (at most one: overlaps are refused). */
export function liveAccelerationOf(db: Database, customerId: number, msisdn: string) {
  return db
    .selectFrom('qodSession')
    .select(['sessionId', 'bandwidthMbps', 'qosProfile', 'expiresAt'])
    .where('customerId', '=', customerId)
    .where('msisdn', '=', msisdn)
    .where('status', 'in', ['REQUESTED', 'AVAILABLE'])
    .where('expiresAt', '>', new Date())
    .orderBy('expiresAt', 'desc')
    .executeTakeFirst();
}
