import type { MarketDemandExportQuery } from '@pn/shared';
import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { MarketDemandFollowUpTable, MarketDemandTable } from '../../db/schema.js';
import { newestFirstBatches, offsetOf, olderThan } from '../../lib/paging.js';
import { containsPattern } from '../account/account.repository.js';

/** Which demands a caller sees, by the area codes stored on each demand. */
export type DemandPlace =
  | { level: 'all' }
  | { level: 'province'; provinceId: string }
  | { level: 'city'; cityId: string }
  | { level: 'none' };

/** Where the list, the export and the status change look; filters as in the list query. */
export type DemandFilter = MarketDemandExportQuery;

/** China has no daylight saving: a day there always starts at 00:00 UTC+8. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

const COLUMNS = [
  'id',
  'companyName',
  'companyProvince',
  'companyProvinceId',
  'companyCity',
  'companyCityId',
  'companyDistrict',
  'companyDistrictId',
  'userName',
  'userTel',
  'userEmail',
  'userMarketDemand',
  'marketDemandType',
  'status',
  'createdAt',
  'refNo',
  'sourceKind',
  'sourceId',
  'sourceName',
  'assigneeName',
  'assigneeTel',
] as const;

function filtered(db: Database, place: DemandPlace, f: DemandFilter) {
  let q = db.selectFrom('marketDemand');
  switch (place.level) {
    case 'all':
      break;
    case 'province':
      q = q.where('companyProvinceId', '=', place.provinceId);
      break;
    case 'city':
      q = q.where('companyCityId', '=', place.cityId);
      break;
    default:
      q = q.where(sql<boolean>`false`);
  }
  if (f.provinceId) q = q.where('companyProvinceId', '=', f.provinceId);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.sourceKind) q = q.where('sourceKind', '=', f.sourceKind);
  if (f.startDate) q = q.where('createdAt', '>=', dayStart(f.startDate));
  if (f.endDate) {
    q = q.where('createdAt', '<', new Date(dayStart(f.endDate).getTime() + DAY_MS));
  }
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('refNo', 'ilike', like),
        eb('companyName', 'ilike', like),
        eb('userName', 'ilike', like),
        eb('userTel', 'like', like),
        eb('userMarketDemand', 'ilike', like),
      ]),
    );
  }
  return q;
}

/** A page of demands, newest first. */
export async function listDemands(
  db: Database,
  place: DemandPlace,
  f: DemandFilter & { page: number; pageSize: number },
) {
  const q = filtered(db, place, f);
  const [rows, count] = await Promise.all([
    q
      .select(COLUMNS)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
export type DemandRow = Awaited<ReturnType<typeof listDemands>>['rows'][number];

export async function countDemands(db: Database, place: DemandPlace, f: DemandFilter) {
  const row = await filtered(db, place, f)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Every matching demand, newest first, in batches (see newestFirstBatches). */
export function demandBatches(
  db: Database,
  place: DemandPlace,
  f: DemandFilter,
  batchSize: number,
): AsyncGenerator<DemandRow[]> {
  return newestFirstBatches(
    (after, limit) =>
      filtered(db, place, f)
        .select(COLUMNS)
        .$if(after !== undefined, (q) =>
          q.where((eb) => olderThan(eb, after!, { createdAt: 'createdAt', id: 'id' })),
        )
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    batchSize,
  );
}

export function insertDemand(db: Database, row: Insertable<MarketDemandTable>) {
  return db
    .insertInto('marketDemand')
    .values(row)
    .returning(['id', 'refNo'])
    .executeTakeFirstOrThrow();
}

/** The name of a published-or-not case, solution or application, by id; undefined if none. */
export async function recordName(
  db: Database,
  kind: 'solution' | 'case' | 'application',
  id: number,
): Promise<string | undefined> {
  switch (kind) {
    case 'case':
      return (
        await db.selectFrom('successCase').select('name').where('id', '=', id).executeTakeFirst()
      )?.name;
    case 'solution':
      return (
        await db.selectFrom('solution').select('methodName').where('id', '=', id).executeTakeFirst()
      )?.methodName;
    case 'application':
      return (
        await db
          .selectFrom('marketApplication')
          .select('applicationName')
          .where('id', '=', id)
          .executeTakeFirst()
      )?.applicationName;
  }
}

/** A demand's place and state, locked until the transaction ends; undefined if none. */
export function lockDemand(db: Database, id: number) {
  return db
    .selectFrom('marketDemand')
    .select(['id', 'companyProvinceId', 'companyCityId', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findDemandPlace(db: Database, id: number) {
  return db
    .selectFrom('marketDemand')
    .select(['id', 'companyProvinceId', 'companyCityId', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sets a demand's state and, when following up, who takes it. */
export async function updateDemand(
  db: Database,
  id: number,
  set: { status: number; assigneeName?: string; assigneeTel?: string },
) {
  await db
    .updateTable('marketDemand')
    .set({ ...set, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function insertFollowUp(db: Database, row: Insertable<MarketDemandFollowUpTable>) {
  await db.insertInto('marketDemandFollowUp').values(row).execute();
}

/** A demand's follow-ups, newest first. */
export function listFollowUps(db: Database, demandId: number) {
  return db
    .selectFrom('marketDemandFollowUp')
    .select(['id', 'action', 'note', 'assigneeName', 'assigneeTel', 'operatorName', 'createdAt'])
    .where('demandId', '=', demandId)
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The division code of a city administrator's city: the city of the province `provinceId`
 * whose name is the account's city name (深圳 → 深圳市). Undefined when nothing matches.
 */
export async function cityIdOfAccount(
  db: Database,
  accountId: number,
  provinceId: string,
): Promise<string | undefined> {
  const account = await db
    .selectFrom('account')
    .select('areaName')
    .where('id', '=', accountId)
    .executeTakeFirst();
  const name = account?.areaName.trim();
  if (!name) return undefined;
  const city = await db
    .selectFrom('area')
    .select('areaId')
    .where('parentId', '=', provinceId)
    .where('level', '=', 2)
    .where((eb) =>
      eb.or([
        eb('areaName', '=', name),
        eb('areaName', 'like', `${name.replace(/[\\%_]/g, '\\$&')}%`),
      ]),
    )
    // An exact name beats a longer one that merely starts with it.
    .orderBy(sql`area_name = ${name}`, 'desc')
    .orderBy('areaName')
    .limit(1)
    .executeTakeFirst();
  return city?.areaId;
}
