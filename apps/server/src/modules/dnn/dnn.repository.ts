import type {
  DnnCardQuery,
  DnnListQuery,
  IsolationCaseSave,
  IsolationListQuery,
  SliceCreate,
} from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';

/** DNN instances, their slices and bound cards, isolation cases and DNN statistics. */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Where a DNN (aliased d) places itself in the organisation. */
/** A DNN serves every node of its enterprise: a node sub-account reads none (orgId false). */
const DNN_COLS = {
  beId: 'd.beId',
  areaCode: 'd.areaCode',
  customerId: 'd.customerId',
  orgId: false,
} as const;

/** The DNN columns every list and detail shows, with its counts. */
function dnnSelect(db: Database) {
  return db
    .selectFrom('dnnInstance as d')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'd.customerId')
    .select((eb) => [
      'd.id',
      'd.customerId',
      'd.beId',
      'd.areaCode',
      'd.dnn',
      'd.description',
      'd.upfSite',
      'd.ipPool',
      'd.bandwidthMbps',
      'd.lineEnabled',
      'd.status',
      'd.instanceId',
      'd.createdAt',
      'c.name as customerName',
      eb
        .selectFrom('networkSlice as s')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.dnnId', '=', 'd.id')
        .as('sliceCount'),
      eb
        .selectFrom('dnnCard as dc')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('dc.dnnId', '=', 'd.id')
        .as('cardCount'),
      eb
        .selectFrom('isolationCase as ic')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('ic.dnnId', '=', 'd.id')
        .as('caseCount'),
    ]);
}
export type DnnRow = NonNullable<Awaited<ReturnType<typeof findDnn>>>;

export async function dnnPage(db: Database, scope: DataScope, q: DnnListQuery) {
  let base = db.selectFrom('dnnInstance as d').where((eb) => inScope(eb, scope, DNN_COLS));
  if (q.keyword) base = base.where('d.dnn', 'ilike', `%${escapeLike(q.keyword)}%`);
  if (q.status) base = base.where('d.status', '=', q.status);
  const [{ total }, ids] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select('d.id')
      .orderBy('d.createdAt', 'desc')
      .orderBy('d.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  if (ids.length === 0) return { rows: [], total: Number(total) };
  const rows = await dnnSelect(db)
    .where(
      'd.id',
      'in',
      ids.map((r) => r.id),
    )
    .orderBy('d.createdAt', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  return { rows, total: Number(total) };
}

export function findDnn(db: Database, id: number) {
  return dnnSelect(db).where('d.id', '=', id).executeTakeFirst();
}

/** Locks a DNN for a change of its slices or cards; its scope columns and status. */
export function lockDnn(trx: Database, id: number) {
  return trx
    .selectFrom('dnnInstance')
    .select(['id', 'customerId', 'beId', 'areaCode', 'dnn', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The DNN names the scope holds, for the console's DNN entry list. */
export function dnnEntries(db: Database, scope: DataScope) {
  return db
    .selectFrom('dnnInstance as d')
    .select(['d.id', 'd.dnn', 'd.status'])
    .where((eb) => inScope(eb, scope, DNN_COLS))
    .orderBy('d.dnn')
    .orderBy('d.id')
    .limit(500)
    .execute();
}

// Slices ----------------------------------------------------------------------------------

export function slicesOf(db: Database, dnnId: number) {
  return db
    .selectFrom('networkSlice as s')
    .select((eb) => [
      's.id',
      's.dnnId',
      's.name',
      's.sst',
      's.sd',
      's.status',
      's.createdAt',
      eb
        .selectFrom('isolationCase as ic')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('ic.sliceId', '=', 's.id')
        .as('caseCount'),
    ])
    .where('s.dnnId', '=', dnnId)
    .orderBy('s.sst')
    .orderBy('s.sd')
    .orderBy('s.id')
    .execute();
}
export type SliceRow = Awaited<ReturnType<typeof slicesOf>>[number];

export function findSlice(db: Database, id: number) {
  return db
    .selectFrom('networkSlice')
    .select(['id', 'dnnId', 'customerId', 'name', 'sst', 'sd'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertSlice(
  trx: Database,
  dnn: { id: number; customerId: number },
  form: SliceCreate,
) {
  return trx
    .insertInto('networkSlice')
    .values({
      dnnId: dnn.id,
      customerId: dnn.customerId,
      name: form.name,
      sst: form.sst,
      sd: form.sd,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function casesUsingSlice(trx: Database, sliceId: number): Promise<number> {
  const row = await trx
    .selectFrom('isolationCase')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sliceId', '=', sliceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function deleteSlice(trx: Database, id: number) {
  return trx.deleteFrom('networkSlice').where('id', '=', id).execute();
}

// Cards -----------------------------------------------------------------------------------

export async function cardPage(db: Database, dnnId: number, q: DnnCardQuery) {
  let base = db
    .selectFrom('dnnCard as dc')
    .innerJoin('simCard as s', 's.id', 'dc.cardId')
    .where('dc.dnnId', '=', dnnId);
  if (q.keyword) {
    const prefix = `${q.keyword}%`;
    base = base.where((eb) =>
      eb.or([eb('s.msisdn', 'like', prefix), eb('s.iccid', 'like', prefix)]),
    );
  }
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(['s.id as cardId', 's.msisdn', 's.iccid', 's.status', 'dc.createdAt as boundAt'])
      .orderBy('s.msisdn')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(total) };
}

/** The cards of some numbers, with the DNN each is bound to (if any). */
export function cardsByMsisdn(trx: Database, msisdns: readonly string[]) {
  return trx
    .selectFrom('simCard as s')
    .leftJoin('dnnCard as dc', 'dc.cardId', 's.id')
    .leftJoin('dnnInstance as d', 'd.id', 'dc.dnnId')
    .select([
      's.id',
      's.msisdn',
      's.customerId',
      's.orgId',
      'dc.dnnId as boundDnnId',
      'd.dnn as boundDnn',
    ])
    .where('s.msisdn', 'in', [...msisdns])
    .execute();
}

export function bindCards(trx: Database, dnnId: number, cardIds: readonly number[]) {
  return trx
    .insertInto('dnnCard')
    .values(cardIds.map((cardId) => ({ dnnId, cardId })))
    .execute();
}

export function unbindCards(trx: Database, dnnId: number, cardIds: readonly number[]) {
  return trx
    .deleteFrom('dnnCard')
    .where('dnnId', '=', dnnId)
    .where('cardId', 'in', [...cardIds])
    .executeTakeFirst();
}

// Isolation cases -------------------------------------------------------------------------

function caseSelect(db: Database) {
  return db
    .selectFrom('isolationCase as ic')
    .innerJoin('dnnInstance as d', 'd.id', 'ic.dnnId')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'ic.customerId')
    .leftJoin('networkSlice as s', 's.id', 'ic.sliceId')
    .select([
      'ic.id',
      'ic.customerId',
      'ic.beId',
      'ic.areaCode',
      'ic.name',
      'ic.level',
      'ic.description',
      'ic.status',
      'ic.dnnId',
      'd.dnn',
      'ic.sliceId',
      's.name as sliceName',
      's.sst',
      's.sd',
      'c.name as customerName',
      'ic.createdAt',
      'ic.updatedAt',
    ]);
}
export type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

export function findCase(db: Database, id: number) {
  return caseSelect(db).where('ic.id', '=', id).executeTakeFirst();
}

export function casesOfDnn(db: Database, dnnId: number) {
  return caseSelect(db)
    .where('ic.dnnId', '=', dnnId)
    .orderBy('ic.createdAt', 'desc')
    .orderBy('ic.id', 'desc')
    .execute();
}

export async function casePage(db: Database, scope: DataScope, q: IsolationListQuery) {
  let base = caseSelect(db).where((eb) =>
    inScope(eb, scope, {
      beId: 'ic.beId',
      areaCode: 'ic.areaCode',
      customerId: 'ic.customerId',
      orgId: false,
    }),
  );
  if (q.keyword) base = base.where('ic.name', 'ilike', `%${escapeLike(q.keyword)}%`);
  if (q.level) base = base.where('ic.level', '=', q.level);
  if (q.dnnId) base = base.where('ic.dnnId', '=', q.dnnId);
  const [{ total }, rows] = await Promise.all([
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    base
      .orderBy('ic.createdAt', 'desc')
      .orderBy('ic.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(total) };
}

export function insertCase(
  trx: Database,
  dnn: { id: number; customerId: number; beId: string; areaCode: string },
  form: IsolationCaseSave,
  sliceId: number | null,
) {
  return trx
    .insertInto('isolationCase')
    .values({
      customerId: dnn.customerId,
      beId: dnn.beId,
      areaCode: dnn.areaCode,
      dnnId: dnn.id,
      sliceId,
      name: form.name,
      level: form.level,
      description: form.description,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateCase(
  trx: Database,
  id: number,
  dnn: { id: number; customerId: number; beId: string; areaCode: string },
  form: IsolationCaseSave,
  sliceId: number | null,
) {
  return trx
    .updateTable('isolationCase')
    .set({
      customerId: dnn.customerId,
      beId: dnn.beId,
      areaCode: dnn.areaCode,
      dnnId: dnn.id,
      sliceId,
      name: form.name,
      level: form.level,
      description: form.description,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export function deleteCase(trx: Database, id: number) {
  return trx.deleteFrom('isolationCase').where('id', '=', id).execute();
}

// Statistics ------------------------------------------------------------------------------

/** Totals and daily traffic of a DNN since `since` (days cut at China midnight). */
export async function trafficOf(db: Database, dnnId: number, since: Date) {
  const base = db
    .selectFrom('networkStat')
    .where('kind', '=', 'dnn')
    .where('refId', '=', dnnId)
    .where('ts', '>=', since);
  const day = sql<string>`to_char(ts at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const [totals, daily] = await Promise.all([
    base
      .select((eb) => [
        sql<string>`coalesce(sum(up_bytes), 0)`.as('upBytes'),
        sql<string>`coalesce(sum(down_bytes), 0)`.as('downBytes'),
        sql<number>`coalesce(max(sessions), 0)`.as('peakSessions'),
        eb.fn.avg<number | null>('availability').as('availability'),
        eb.fn.avg<number | null>('latencyMs').as('latencyMs'),
        eb.fn.avg<number | null>('lossPct').as('lossPct'),
        eb.fn.countAll<number>().as('points'),
      ])
      .executeTakeFirstOrThrow(),
    base
      .select([
        day.as('date'),
        sql<string>`sum(up_bytes)`.as('upBytes'),
        sql<string>`sum(down_bytes)`.as('downBytes'),
      ])
      .groupBy(day)
      .orderBy(day)
      .execute(),
  ]);
  return { totals, daily };
}
