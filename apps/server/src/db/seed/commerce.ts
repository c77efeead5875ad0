import { PRODUCTS, type BandwidthTier, type SkuSaveInput } from '@pn/shared';
import type { Database } from '../database.js';

/**
 * The product catalogue every installation starts with: the portal's products, their
 * categories, properties and the SKUs of the products ordered online. Seeded once: rows
 * that exist are left alone, so the operator's edits survive restarts.
 */

const CATEGORIES: readonly {
  id: string;
  parentId: string | null;
  name: string;
  sortNum: number;
  productCode?: string;
}[] = [
  { id: 'cat0100', parentId: null, name: '优享专网能力', sortNum: 1 },
  { id: 'cat0101', parentId: 'cat0100', name: '业务隔离', sortNum: 1, productCode: 'A2' },
  { id: 'cat0102', parentId: 'cat0100', name: '业务加速', sortNum: 2, productCode: 'A1' },
  { id: 'cat0200', parentId: null, name: '专享专网能力', sortNum: 2 },
  { id: 'cat0201', parentId: 'cat0200', name: '本地业务保障', sortNum: 1, productCode: 'A3' },
  { id: 'cat0202', parentId: 'cat0200', name: '数据不出场', sortNum: 2, productCode: 'A4' },
  { id: 'cat0300', parentId: null, name: '尊享专网', sortNum: 3 },
  { id: 'cat0301', parentId: 'cat0300', name: '专网专用', sortNum: 1, productCode: 'B3' },
  { id: 'cat0900', parentId: null, name: '其他产品', sortNum: 9 },
];

/** Which category a portal product sits in when it is not one of the orderable ones. */
function categoryOf(code: string, family: string | undefined): string {
  const own = CATEGORIES.find((c) => c.productCode === code);
  if (own) return own.id;
  if (family === 'prefer') return 'cat0100';
  if (family === 'exclusive') return 'cat0200';
  if (family === 'exalted') return 'cat0300';
  return 'cat0900';
}

const PROPS: readonly {
  name: string;
  inputType: 'select' | 'text' | 'number';
  unit?: string;
  custom?: boolean;
  required?: boolean;
  values?: string[];
  categories: string[];
}[] = [
  {
    name: '服务等级',
    inputType: 'select',
    values: ['标准', '增强', '至尊'],
    categories: ['cat0101', 'cat0102', 'cat0201', 'cat0202', 'cat0301'],
  },
  {
    name: '时延保障',
    inputType: 'select',
    unit: 'ms',
    values: ['20', '50', '100'],
    categories: ['cat0102', 'cat0201'],
  },
  { name: '开通周期', inputType: 'text', categories: ['cat0101', 'cat0202', 'cat0301'] },
  {
    name: '应用服务器地址',
    inputType: 'text',
    custom: true,
    required: true,
    categories: ['cat0102'],
  },
  { name: '业务场景说明', inputType: 'text', custom: true, categories: ['cat0101', 'cat0201'] },
  {
    name: '预计终端数量',
    inputType: 'number',
    unit: '台',
    custom: true,
    categories: ['cat0202', 'cat0301'],
  },
];

const tiers = (mbps: number[], yuan: number[]): BandwidthTier[] =>
  mbps.map((m, i) => ({ mbps: m, priceFen: yuan[i]! * 100 }));

const SKUS: Readonly<Record<string, readonly SkuSaveInput[]>> = {
  A1: [
    {
      skuCode: 'A1-CARD',
      name: '业务加速·按卡',
      priceFen: 2000,
      unit: '卡/月',
      billingPeriod: 'month',
      chargeBy: 'card',
      bandwidthTiers: tiers([10, 20, 50, 100, 200, 500], [20, 35, 60, 90, 150, 300]),
    },
    {
      skuCode: 'A1-ENT',
      name: '业务加速·企业包',
      priceFen: 200000,
      unit: '月',
      billingPeriod: 'month',
      chargeBy: 'order',
      bandwidthTiers: tiers(
        [50, 100, 200, 500, 800, 1000],
        [2000, 3500, 6000, 12000, 18000, 22000],
      ),
    },
  ],
  A2: [
    {
      skuCode: 'A2-DNN',
      name: '业务隔离·专用DNN',
      priceFen: 300000,
      unit: '月',
      billingPeriod: 'month',
      chargeBy: 'order',
      bandwidthTiers: tiers(
        [100, 200, 500, 1000, 2000, 5000],
        [3000, 4500, 8000, 12000, 20000, 40000],
      ),
    },
  ],
  A3: [
    {
      skuCode: 'A3-AREA',
      name: '本地业务保障·区域',
      priceFen: 500000,
      unit: '月',
      billingPeriod: 'month',
      chargeBy: 'order',
      bandwidthTiers: tiers(
        [100, 200, 500, 1000, 2000, 5000],
        [5000, 8000, 15000, 25000, 45000, 90000],
      ),
    },
  ],
  A4: [
    {
      skuCode: 'A4-UPF',
      name: '数据不出场·下沉UPF',
      priceFen: 2_000_000,
      unit: '月',
      billingPeriod: 'month',
      chargeBy: 'order',
    },
    {
      skuCode: 'A4-SETUP',
      name: '数据不出场·部署服务',
      priceFen: 5_000_000,
      unit: '次',
      billingPeriod: 'once',
      chargeBy: 'order',
    },
  ],
  B3: [
    {
      skuCode: 'B3-STD',
      name: '专网专用·标准',
      priceFen: 8_000_000,
      unit: '月',
      billingPeriod: 'month',
      chargeBy: 'order',
    },
    {
      skuCode: 'B3-HA',
      name: '专网专用·高可用双UPF',
      variant: 'HA',
      priceFen: 12_000_000,
      unit: '月',
      billingPeriod: 'month',
      chargeBy: 'order',
    },
  ],
};

export async function seedCatalogue(db: Database): Promise<void> {
  const present = await db
    .selectFrom('productCategory')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(present.n) > 0) return;
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    for (const c of CATEGORIES) {
      await trx
        .insertInto('productCategory')
        .values({ ...c, productCode: c.productCode ?? '', updatedAt: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    for (const p of PROPS) {
      const row = await trx
        .insertInto('productProp')
        .values({
          name: p.name,
          inputType: p.inputType,
          unit: p.unit ?? '',
          custom: p.custom ?? false,
          required: p.required ?? false,
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      if (p.values?.length) {
        await trx
          .insertInto('productPropValue')
          .values(p.values.map((value, i) => ({ propId: row.id, value, sortNum: i })))
          .execute();
      }
      await trx
        .insertInto('categoryProp')
        .values(p.categories.map((categoryId) => ({ categoryId, propId: row.id })))
        .execute();
    }
    for (const p of PRODUCTS) {
      const row = await trx
        .insertInto('product')
        .values({
          code: p.code,
          name: p.name,
          categoryId: categoryOf(p.code, p.family),
          description: p.desc.slice(0, 500),
          onShelf: true,
          status: 1,
          props: '[]',
          updatedAt: now,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      const skus = SKUS[p.code] ?? [];
      for (const [i, s] of skus.entries()) {
        await trx
          .insertInto('productSku')
          .values({
            productId: row.id,
            skuCode: s.skuCode,
            name: s.name,
            variant: s.variant ?? '',
            priceFen: s.priceFen,
            unit: s.unit,
            billingPeriod: s.billingPeriod,
            chargeBy: s.chargeBy ?? 'order',
            bandwidthTiers: JSON.stringify(s.bandwidthTiers ?? []),
            onShelf: true,
            status: 1,
            sortNum: i,
            updatedAt: now,
          })
          .onConflict((oc) => oc.column('skuCode').doNothing())
          .execute();
      }
    }
  });
}
