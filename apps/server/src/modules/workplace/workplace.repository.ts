import {
  ContentState,
  ExportPermissionStatus,
  MarketDemandStatus,
  NewsStatus,
  NoticeStatus,
} from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { chinaDay } from '../../lib/daily-number.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import { countDemands, type DemandPlace } from '../market-demand/market-demand.repository.js';

/** The first moment of this month in China (UTC+8, no daylight saving). */
const monthStart = sql<Date>`date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`;

/** Demands waiting for a first follow-up, being followed up, and new this month. */
export async function demandQueues(db: Database, place: DemandPlace) {
  const [pending, following, newThisMonth] = await Promise.all([
    countDemands(db, place, { status: MarketDemandStatus.NEW }),
    countDemands(db, place, { status: MarketDemandStatus.FOLLOWING }),
    countDemands(db, place, { startDate: monthStartDate() }),
  ]);
  return { pending, following, newThisMonth };
}

/** `YYYY-MM-DD` of the first day of this month in China. */
export function monthStartDate(now = new Date()): string {
  const day = chinaDay(now);
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-01`;
}

export async function approvalQueues(db: Database, scope: DataScope, exceptAccountId: number) {
  const inMine = db
    .selectFrom('exportPermission as e')
    .where((eb) => inScope(eb, scope, { beId: 'e.beId', areaCode: 'e.areaCode' }));
  const [pending, decided] = await Promise.all([
    inMine
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('e.status', '=', ExportPermissionStatus.PENDING)
      .where('e.accountId', '!=', exceptAccountId)
      .executeTakeFirstOrThrow(),
    inMine
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('e.status', '!=', ExportPermissionStatus.PENDING)
      .where('e.decidedAt', '>=', monthStart)
      .executeTakeFirstOrThrow(),
  ]);
  return { pending: Number(pending.n), decidedThisMonth: Number(decided.n) };
}

/** Unpublished records of each content module, counted in one round trip. */
export async function contentDrafts(db: Database) {
  const draft = (table: string, column: string) =>
    sql<number>`(select count(*) from ${sql.table(table)} where ${sql.ref(column)} = ${ContentState.DRAFT})::int`;
  const { rows } = await sql<{
    cases: number;
    solutions: number;
    news: number;
    notices: number;
    applications: number;
  }>`select
      ${draft('success_case', 'state')} as cases,
      ${draft('solution', 'state')} as solutions,
      ${draft('news_insight', 'status')} as news,
      ${draft('announcement', 'status')} as notices,
      ${draft('market_application', 'state')} as applications`.execute(db);
  return rows[0]!;
}

/** Published news and notices: the two release-timed content tables, as one source. */
function releases(db: Database) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('newsInsight')
        // Typed as the notices' (nullable) release time, so the two sides unite.
        .select([
          'id',
          'title',
          sql<Date | null>`release_time`.as('releaseTime'),
          sql<string>`'news'`.as('kind'),
        ])
        .where('status', '=', NewsStatus.PUBLISHED)
        .unionAll(
          eb
            .selectFrom('announcement')
            .select(['id', 'title', 'releaseTime', sql<string>`'notice'`.as('kind')])
            .where('status', '=', NoticeStatus.PUBLISHED),
        )
        .as('r'),
    )
    .where('r.releaseTime', 'is not', null);
}

/** News and notices published with a release time still ahead, soonest first. */
export function scheduledReleases(db: Database) {
  return releases(db)
    .select(['r.kind', 'r.id', 'r.title', 'r.releaseTime'])
    .where('r.releaseTime', '>', sql<Date>`now()`)
    .orderBy('r.releaseTime')
    .limit(10)
    .execute();
}

/** News and notices whose release came this month. */
export async function releasedThisMonth(db: Database): Promise<number> {
  const row = await releases(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.releaseTime', '>=', monthStart)
    .where('r.releaseTime', '<=', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Accounts in the scope created this month, and those disabled. */
export async function accountFigures(db: Database, scope: DataScope) {
  const inMine = db
    .selectFrom('account as a')
    .where('a.kind', '!=', 'visitor')
    .where((eb) =>
      inScope(eb, scope, { beId: 'a.beId', areaCode: 'a.areaCode', customerId: 'a.customerId' }),
    );
  const [created, disabled] = await Promise.all([
    inMine
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('a.createdAt', '>=', monthStart)
      .executeTakeFirstOrThrow(),
    inMine
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('a.status', '=', 0)
      .executeTakeFirstOrThrow(),
  ]);
  return { newThisMonth: Number(created.n), disabled: Number(disabled.n) };
}

/** The order review queue: submitted, under review, and provisioning with an error. */
export async function orderQueues(db: Database, scope: DataScope) {
  const row = await db
    .selectFrom('bizOrder as o')
    .where((eb) =>
      inScope(eb, scope, { beId: 'o.beId', areaCode: 'o.areaCode', customerId: 'o.customerId' }),
    )
    .where('o.status', 'in', [0, 1, 2])
    .select([
      sql<number>`count(*) filter (where o.status = 0)::int`.as('submitted'),
      sql<number>`count(*) filter (where o.status = 1)::int`.as('approving'),
      sql<number>`count(*) filter (where o.status = 2 and exists (
        select 1 from background_job j where j.ref = 'order:' || o.id and j.last_error <> ''
      ))::int`.as('provisionFailing'),
    ])
    .executeTakeFirstOrThrow();
  return {
    submitted: Number(row.submitted),
    approving: Number(row.approving),
    provisionFailing: Number(row.provisionFailing),
  };
}

/** Refund requests waiting for review. */
export async function refundQueue(db: Database, scope: DataScope) {
  const row = await db
    .selectFrom('orderRefund as r')
    .where((eb) =>
      inScope(eb, scope, { beId: 'r.beId', areaCode: 'r.areaCode', customerId: 'r.customerId' }),
    )
    .where('r.status', '=', 0)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { pending: Number(row.n) };
}
