import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The customer's contract with the operator: its number and term.
  await db.schema
    .alterTable('enterprise_customer')
    .addColumn('contract_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('contract_start', 'date')
    .addColumn('contract_end', 'date')
    .execute();
  await db.schema
    .createIndex('enterprise_customer_credit_idx')
    .on('enterprise_customer')
    .column('credit_code')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('enterprise_customer_credit_idx').ifExists().execute();
  await db.schema
    .alterTable('enterprise_customer')
    .dropColumn('contract_no')
    .dropColumn('contract_start')
    .dropColumn('contract_end')
    .execute();
}
