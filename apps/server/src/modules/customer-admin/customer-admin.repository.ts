import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import { containsPattern } from '../account/account.repository.js';

export const CUSTOMER_SCOPE = { beId: 'c.beId', areaCode: 'c.cityCode', customerId: 'c.id' };

function customers(db: Database) {
  return db.selectFrom('enterpriseCustomer as c').select((eb) => [
    'c.id',
    'c.custCode',
    'c.name',
    'c.creditCode',
    'c.beId',
    'c.cityCode',
    'c.cityName',
    'c.industry',
    'c.contactName',
    'c.contactTel',
    'c.contractNo',
    sql<string>`coalesce(to_char(c.contract_start, 'YYYY-MM-DD'), '')`.as('contractStart'),
    sql<string>`coalesce(to_char(c.contract_end, 'YYYY-MM-DD'), '')`.as('contractEnd'),
    'c.status',
    'c.createdAt',
    eb
      .selectFrom('account as a')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('a.customerId', '=', 'c.id')
      .as('accounts'),
    eb
      .selectFrom('simCardStat as s')
      .select(sql<number>`coalesce(sum(s.cards), 0)`.as('n'))
      .whereRef('s.customerId', '=', 'c.id')
      .as('cards'),
  ]);
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

export interface CustomerFilter {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  status?: number | undefined;
  beId?: string | undefined;
}

export async function listCustomers(db: Database, scope: DataScope, f: CustomerFilter) {
  let q = customers(db).where((eb) => inScope(eb, scope, CUSTOMER_SCOPE));
  if (f.status !== undefined) q = q.where('c.status', '=', f.status);
  if (f.beId) q = q.where('c.beId', '=', f.beId);
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('c.name', 'ilike', like),
        eb('c.custCode', 'ilike', like),
        eb('c.creditCode', 'ilike', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q.orderBy('c.id', 'desc').limit(f.pageSize).offset(offsetOf(f)).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findCustomer(db: Database, id: number) {
  return customers(db).where('c.id', '=', id).executeTakeFirst();
}

export async function creditCodeTaken(db: Database, creditCode: string, exceptId?: number) {
  let q = db.selectFrom('enterpriseCustomer').select('id').where('creditCode', '=', creditCode);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The customer's accounts, main account first. */
export function accountsOf(db: Database, customerId: number) {
  return db
    .selectFrom('account')
    .select(['id', 'loginAccount', 'realName', 'tel', 'parentAccountId', 'status', 'lastLoginAt'])
    .where('customerId', '=', customerId)
    .orderBy(sql`parent_account_id is not null`)
    .orderBy('id')
    .limit(50)
    .execute();
}

export async function holdingsOf(db: Database, customerId: number) {
  const [cards, orgs, workOrders, dnns, devices, orders, businesses] = await Promise.all([
    db
      .selectFrom('simCardStat')
      .select(['status', sql<number>`sum(cards)`.as('cards')])
      .where('customerId', '=', customerId)
      .groupBy('status')
      .orderBy('status')
      .execute(),
    db
      .selectFrom('organization')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customerId', '=', customerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('workOrder')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customerId', '=', customerId)
      .where('status', 'in', ['open', 'processing'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('dnnInstance as d')
      .where('d.customerId', '=', customerId)
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`count(*) filter (where d.status = 1)`.as('active'),
        sql<number>`(select count(*) from dnn_card c join dnn_instance i on i.id = c.dnn_id where i.customer_id = ${customerId})`.as(
          'cards',
        ),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('device')
      .where('customerId', '=', customerId)
      .select([
        sql<number>`count(*) filter (where kind = 'cpe')`.as('gateways'),
        sql<number>`count(*) filter (where kind = 'multiSim')`.as('multiSim'),
        sql<number>`count(*) filter (where online_state = 'online')`.as('online'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bizOrder')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('customerId', '=', customerId)
      .groupBy('status')
      .orderBy('status')
      .execute(),
    db
      .selectFrom('businessInstance')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customerId', '=', customerId)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    cardsByStatus: cards.map((c) => ({ status: c.status, cards: Number(c.cards) })),
    orgNodes: Number(orgs.n),
    openWorkOrders: Number(workOrders.n),
    dnns: { total: Number(dnns.total), active: Number(dnns.active), cards: Number(dnns.cards) },
    devices: {
      gateways: Number(devices.gateways),
      multiSim: Number(devices.multiSim),
      online: Number(devices.online),
    },
    ordersByStatus: orders.map((o) => ({ status: o.status, orders: Number(o.n) })),
    activeBusinesses: Number(businesses.n),
  };
}
