import { ExportPermissionStatus } from '@pn/shared';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { seedDemo } from '../../db/seed/index.js';
import { hashPassword } from '../../lib/password.js';
import {
  ensureSimGroups,
  ensureSimTariffs,
  insertCards,
  insertUsageHistory,
  loadCardActivity,
  tariffIdsOf,
  type GroupDef,
} from './sim.generate.js';
import { refreshSimStats } from './sim.stats.js';

/**
 * The benchmark's large enterprise: one customer holding N cards (default a million),
 * with its own login and an approved data-export permission. Used by
 * `scripts/sim-generate.mjs` and `npm run bench:sim`; never by the server itself.
 */
export const BENCH_CUSTOMER = {
  custCode: 'C2000755900001',
  name: '鹏城万联物联网科技有限公司',
  beId: '200',
  cityCode: '755',
  cityName: '深圳',
  industry: '智能制造',
  creditCode: '91440300MA5J2B8C4N',
  contactName: '郑海涛',
  contactTel: '13826550001',
};
export const BENCH_ACCOUNT = { loginAccount: 'OCB1900000001', password: 'Bench@12345' };

const BENCH_GROUPS: GroupDef[] = [
  { name: '智能电表', tariffCode: 'POOL-T1', description: '全市智能电表集抄' },
  { name: '共享单车', tariffCode: 'POOL-G200', description: '共享单车智能锁' },
  { name: '物流车队', tariffCode: 'POOL-G200', description: '干线物流车辆定位' },
  { name: '安防监控', tariffCode: 'POOL-T1', description: '城市视频监控回传' },
  { name: '售货终端', tariffCode: 'POOL-G50', description: '自助售货与充电终端' },
];
const BENCH_TARIFFS = [
  'IOT-M10',
  'IOT-M30',
  'IOT-M30',
  'IOT-M100',
  'IOT-M100',
  'IOT-M100',
  'IOT-G1',
  'IOT-G5',
  'NB-Y20',
  'NB-Y20',
  'IOT-SMS30',
];

export interface GenerateOptions {
  /** PostgreSQL when set, otherwise PGlite under dataDir. */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  cards: number;
  /** Cards per INSERT ... SELECT. */
  batch: number;
  /** Reload even when the customer already holds the wanted number of cards. */
  force?: boolean;
  log?: (msg: string) => void;
}

async function ensureBenchCustomer(db: Database): Promise<{ id: number; beId: string }> {
  await db
    .insertInto('enterpriseCustomer')
    .values(BENCH_CUSTOMER)
    .onConflict((oc) => oc.column('custCode').doNothing())
    .execute();
  const customer = await db
    .selectFrom('enterpriseCustomer')
    .select(['id', 'beId'])
    .where('custCode', '=', BENCH_CUSTOMER.custCode)
    .executeTakeFirstOrThrow();
  let account = await db
    .selectFrom('account')
    .select('id')
    .where('loginAccount', '=', BENCH_ACCOUNT.loginAccount)
    .executeTakeFirst();
  if (!account) {
    account = await db
      .insertInto('account')
      .values({
        loginAccount: BENCH_ACCOUNT.loginAccount,
        passwordHash: await hashPassword(BENCH_ACCOUNT.password),
        kind: 'customer',
        name: BENCH_ACCOUNT.loginAccount,
        realName: BENCH_CUSTOMER.contactName,
        tel: BENCH_CUSTOMER.contactTel,
        customerId: customer.id,
        beId: BENCH_CUSTOMER.beId,
        areaCode: BENCH_CUSTOMER.cityCode,
        areaName: BENCH_CUSTOMER.cityName,
        department: '信息中心',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('code', '=', 'enterprise_customer')
      .executeTakeFirstOrThrow();
    await db.insertInto('accountRole').values({ accountId: account.id, roleId: role.id }).execute();
  }
  const permitted = await db
    .selectFrom('exportPermission')
    .select('id')
    .where('accountId', '=', account.id)
    .where('status', '=', ExportPermissionStatus.APPROVED)
    .executeTakeFirst();
  if (!permitted) {
    await db
      .insertInto('exportPermission')
      .values({
        accountId: account.id,
        adminType: null,
        beId: BENCH_CUSTOMER.beId,
        areaCode: BENCH_CUSTOMER.cityCode,
        department: '信息中心',
        location: '广东深圳',
        applyAccount: 'zhenght',
        status: ExportPermissionStatus.APPROVED,
        decidedAt: new Date(),
      })
      .execute();
  }
  return customer;
}

/** Removes a customer's cards and everything hanging off them. */
async function wipeCustomerCards(db: Database, customerId: number) {
  const cards = sql`(select id from sim_card where customer_id = ${customerId})`;
  await sql`delete from sim_session where card_id in ${cards}`.execute(db);
  await sql`delete from sim_usage_monthly where card_id in ${cards}`.execute(db);
  await db.deleteFrom('simRiskEvent').where('customerId', '=', customerId).execute();
  await db.deleteFrom('simUsageDaily').where('customerId', '=', customerId).execute();
  await db.deleteFrom('simCard').where('customerId', '=', customerId).execute();
}

/**
 * Runs a bulk load with the card table's secondary indexes dropped, then builds them again
 * from their own definitions (one sort per index instead of a million index insertions).
 * The primary key and the unique identifiers stay in place throughout.
 */
async function withoutSecondaryIndexes<T>(
  db: Database,
  log: (msg: string) => void,
  load: () => Promise<T>,
): Promise<T> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'sim_card'
      and indexname not in (
        select conname from pg_constraint where conrelid = 'sim_card'::regclass)
  `.execute(db);
  for (const r of rows) await sql`drop index ${sql.id(r.indexname)}`.execute(db);
  try {
    return await load();
  } finally {
    const t0 = Date.now();
    for (const r of rows) await sql.raw(r.indexdef).execute(db);
    log(`rebuilt ${rows.length} indexes of sim_card (${Date.now() - t0} ms)`);
  }
}

/**
 * Migrates and seeds the target database, then loads the bench customer's cards in
 * batches (set-based INSERT ... SELECT), their usage, sessions of probe cards, risk
 * events and statistics, and finally VACUUM ANALYZE. Skips the load when the customer
 * already holds `cards` cards.
 */
export async function generateBenchCards(opts: GenerateOptions) {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const handle = await openDatabase({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    poolMax: 2,
  });
  const db = handle.db;
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    const customer = await ensureBenchCustomer(db);
    const { n: existing } = await db
      .selectFrom('simCard')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customerId', '=', customer.id)
      .executeTakeFirstOrThrow();
    if (Number(existing) === opts.cards && !opts.force) {
      log(`${BENCH_CUSTOMER.custCode} already holds ${opts.cards} cards: nothing to load`);
      return { customerId: customer.id, inserted: 0, ms: Date.now() - started };
    }
    if (Number(existing) > 0) {
      log(`removing the ${existing} cards loaded before`);
      await wipeCustomerCards(db, customer.id);
    }
    const tariffs = await ensureSimTariffs(db);
    const groupIds = await ensureSimGroups(db, customer.id, BENCH_GROUPS, tariffs);
    const tariffIds = tariffIdsOf(tariffs, BENCH_TARIFFS);
    let inserted = 0;
    await withoutSecondaryIndexes(db, log, async () => {
      while (inserted < opts.cards) {
        const t0 = Date.now();
        const count = Math.min(opts.batch, opts.cards - inserted);
        const range = await insertCards(db, {
          customerId: customer.id,
          beId: customer.beId,
          areaCodes: ['755', '755', '755', '755', '755', '755', '755', '755', '769', '752'],
          tariffIds,
          groupIds,
          groupSharePct: 60,
          probeEvery: 1000,
          apns: ['cmiot', 'cmiot', 'cmiot', 'cmnet', 'pwlink.gd'],
          count,
          position: inserted,
          total: opts.cards,
        });
        const t1 = Date.now();
        await insertUsageHistory(db, range.fromId, range.toId);
        inserted += range.count;
        log(
          `cards ${inserted}/${opts.cards} (cards ${t1 - t0} ms, usage history ${Date.now() - t1} ms)`,
        );
      }
    });
    let t0 = Date.now();
    await loadCardActivity(db, customer.id, { ordinary: false, riskEvents: 200, probeEvents: 20 });
    log(`daily usage, probe sessions, risk events (${Date.now() - t0} ms)`);
    t0 = Date.now();
    await refreshSimStats(db, customer.id);
    for (const table of [
      'sim_card',
      'sim_usage_monthly',
      'sim_usage_daily',
      'sim_session',
      'sim_card_stat',
      'sim_risk_event',
    ]) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
    log(`statistics and VACUUM ANALYZE (${Date.now() - t0} ms)`);
    return { customerId: customer.id, inserted, ms: Date.now() - started };
  } finally {
    await handle.close();
  }
}
