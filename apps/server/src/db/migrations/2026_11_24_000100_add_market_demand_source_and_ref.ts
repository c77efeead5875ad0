import { sql, type Kysely } from 'kysely';

/** The China-time day of `created_at` as YYYYMMDD, without relying on a time-zone database. */
const CHINA_DAY = sql`to_char(created_at at time zone 'UTC' + interval '8 hours', 'YYYYMMDD')`;

/**
 * Market demands keep where they were left (the consult button's page and item), a
 * reference number the visitor is given (XQ + day + that day's sequence), and who takes
 * them at follow-up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('market_demand')
    .addColumn('ref_no', 'varchar(20)')
    // product / solution / case / application / support / home / widget; null before sources were kept.
    .addColumn('source_kind', 'varchar(16)')
    // The product code or the record's id; empty for a page without an item.
    .addColumn('source_id', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('source_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    // The account manager who took the demand at its last follow-up.
    .addColumn('assignee_name', 'varchar(20)')
    .addColumn('assignee_tel', 'varchar(11)')
    .execute();

  // Demands left so far are numbered by day in the order they came.
  await sql`
    update market_demand d
    set ref_no = 'XQ' || r.day || lpad(r.n::text, 6, '0')
    from (
      select id, ${CHINA_DAY} as day,
        row_number() over (partition by ${CHINA_DAY} order by created_at, id) as n
      from market_demand
    ) r
    where d.id = r.id
  `.execute(db);
  // New numbers go on from there: the daily counters of prefix XQ (see lib/daily-number.ts).
  await sql`
    insert into daily_sequence (prefix, day, last_value)
    select 'XQ', ${CHINA_DAY}, count(*) from market_demand group by 2
    on conflict (prefix, day) do update set last_value = greatest(daily_sequence.last_value, excluded.last_value)
  `.execute(db);

  await db.schema
    .alterTable('market_demand')
    .alterColumn('ref_no', (c) => c.setNotNull())
    .execute();
  await db.schema
    .createIndex('market_demand_ref_no_key')
    .on('market_demand')
    .column('ref_no')
    .unique()
    .execute();
  await sql`create index market_demand_source_idx on market_demand (source_kind, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('market_demand_source_idx').ifExists().execute();
  await db.schema.dropIndex('market_demand_ref_no_key').ifExists().execute();
  await sql`delete from daily_sequence where prefix = 'XQ'`.execute(db);
  await db.schema
    .alterTable('market_demand')
    .dropColumn('assignee_tel')
    .dropColumn('assignee_name')
    .dropColumn('source_name')
    .dropColumn('source_id')
    .dropColumn('source_kind')
    .dropColumn('ref_no')
    .execute();
}
