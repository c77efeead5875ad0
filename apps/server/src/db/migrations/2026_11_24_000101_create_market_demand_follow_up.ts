import { sql, type Kysely } from 'kysely';

/** The follow-up history of market demands: every 跟进 and 关闭, with who and when. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_demand_follow_up')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('demand_id', 'bigint', (c) =>
      c.notNull().references('market_demand.id').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(8)', (c) => c.notNull().check(sql`action in ('follow', 'close')`))
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // Set for a follow-up, null for a closing.
    .addColumn('assignee_name', 'varchar(20)')
    .addColumn('assignee_tel', 'varchar(11)')
    .addColumn('operator_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    // The operator's name as it was, kept if the account goes.
    .addColumn('operator_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('market_demand_follow_up_demand_idx')
    .on('market_demand_follow_up')
    .columns(['demand_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_demand_follow_up').ifExists().execute();
}
