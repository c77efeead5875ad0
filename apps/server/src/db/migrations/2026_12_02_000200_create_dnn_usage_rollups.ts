import { sql, type Kysely } from 'kysely';

const ZONE = 'Asia/Shanghai';
/** The B1 overview's window: today and the 29 days before it (B1_TREND_DAYS). */
const WINDOW_DAYS = 30;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The B1 overview reads a month of traffic for a whole enterprise, province or country.
  // Summed per DNN and day (network_stat_daily) that is still 30 rows per DNN, some 300,000
  // for 10,000 DNNs, on every request. Two roll-ups of it, kept by the network.rollup sweep
  // with the daily one:
  // - dnn_usage_daily: the DNNs' traffic per day and per owner (enterprise, province, city),
  //   the columns a scope filters on: the trend reads 30 rows per owner;
  // - dnn_usage_window: each DNN's traffic over the window that starts on `from_day`: the
  //   busiest DNNs come out of one row per DNN.
  await db.schema
    .createTable('dnn_usage_daily')
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('up_bytes', 'bigint', (c) => c.notNull())
    .addColumn('down_bytes', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dnn_usage_daily_pk', ['customer_id', 'be_id', 'area_code', 'day'])
    .execute();
  // Province and city scopes.
  await db.schema
    .createIndex('dnn_usage_daily_be_day_idx')
    .on('dnn_usage_daily')
    .columns(['be_id', 'day'])
    .execute();
  await db.schema
    .createTable('dnn_usage_window')
    .addColumn('dnn_id', 'bigint', (c) => c.primaryKey())
    .addColumn('from_day', 'date', (c) => c.notNull())
    .addColumn('up_bytes', 'bigint', (c) => c.notNull())
    .addColumn('down_bytes', 'bigint', (c) => c.notNull())
    .execute();
  await sql`
    insert into dnn_usage_daily (customer_id, be_id, area_code, day, up_bytes, down_bytes)
    select d.customer_id, d.be_id, d.area_code, s.day, sum(s.up_bytes), sum(s.down_bytes)
    from network_stat_daily s join dnn_instance d on d.id = s.ref_id
    where s.kind = 'dnn'
    group by 1, 2, 3, 4
  `.execute(db);
  await sql`
    insert into dnn_usage_window (dnn_id, from_day, up_bytes, down_bytes)
    select s.ref_id, w.from_day, sum(s.up_bytes), sum(s.down_bytes)
    from network_stat_daily s
    cross join (select (now() at time zone ${ZONE})::date - ${WINDOW_DAYS - 1}::int as from_day) w
    where s.kind = 'dnn' and s.day >= w.from_day
    group by 1, 2
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dnn_usage_window').ifExists().execute();
  await db.schema.dropTable('dnn_usage_daily').ifExists().execute();
}
