import { sql, type Kysely } from 'kysely';

/**
 * Provinces that offer the 专线 (A7) business when this migration was written. Fixed here
 * (a migration never changes); the operator changes the list afterwards.
 */
const A7_PROVINCES = ['100', '200', '210', '571'];
const ALL_PROVINCES = [
  '100',
  '220',
  '311',
  '351',
  '471',
  '240',
  '431',
  '451',
  '210',
  '250',
  '571',
  '551',
  '591',
  '791',
  '531',
  '371',
  '270',
  '731',
  '200',
  '771',
  '898',
  '230',
  '280',
  '851',
  '871',
  '891',
  '290',
  '931',
  '971',
  '951',
  '991',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // A console entry a province project does not offer (spec §2: the A7 entry is blank for
  // many provinces): its accounts neither see the entry nor pass its access rule.
  await db.schema
    .createTable('menu_province_exclusion')
    .addColumn('menu_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('menu_province_exclusion_pk', ['menu_id', 'be_id'])
    .execute();
  await db.schema
    .createIndex('menu_province_exclusion_be_idx')
    .on('menu_province_exclusion')
    .column('be_id')
    .execute();
  const rows = ALL_PROVINCES.filter((p) => !A7_PROVINCES.includes(p)).flatMap((beId) =>
    ['a7', 'a7.statistic'].map((menuId) => ({ menu_id: menuId, be_id: beId })),
  );
  await (db as Kysely<{ menu_province_exclusion: { menu_id: string; be_id: string } }>)
    .insertInto('menu_province_exclusion')
    .values(rows)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('menu_province_exclusion').ifExists().execute();
}
