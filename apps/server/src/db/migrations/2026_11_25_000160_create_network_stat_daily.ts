import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The hourly points of network_stat summed per China-time day, so month-long views (the
  // B1 overview's trend and busiest DNNs) read 30 rows per DNN instead of 720. Kept current
  // by the network.rollup sweep; today is read from the hourly points.
  await db.schema
    .createTable('network_stat_daily')
    .addColumn('kind', 'varchar(4)', (c) => c.notNull())
    .addColumn('ref_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('up_bytes', 'bigint', (c) => c.notNull())
    .addColumn('down_bytes', 'bigint', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('network_stat_daily_pk', ['kind', 'ref_id', 'day'])
    .execute();
  await sql`
    insert into network_stat_daily (kind, ref_id, day, up_bytes, down_bytes, points)
    select kind, ref_id, (ts at time zone 'Asia/Shanghai')::date, sum(up_bytes), sum(down_bytes), count(*)
    from network_stat
    group by 1, 2, 3
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('network_stat_daily').ifExists().execute();
}
