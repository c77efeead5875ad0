import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { verifyPassword } from '../../lib/password.js';
import { migrateToLatest } from '../migrate.js';
import { ROLE_MENUS } from '../../modules/identity/menu-catalogue.js';
import { DEMO_ACCOUNTS } from './demo-data.js';
import { seedDemo, seedReference } from './index.js';

describe('migrations and demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () => {
    const db = t.database.db;
    const n = async (
      table:
        'account' | 'enterpriseCustomer' | 'role' | 'accountRole' | 'announcement' | 'province',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      account: await n('account'),
      customer: await n('enterpriseCustomer'),
      role: await n('role'),
      accountRole: await n('accountRole'),
      notice: await n('announcement'),
      province: await n('province'),
    };
  };

  it('re-running migrations and the seed changes nothing', async () => {
    const before = await counts();
    expect(await migrateToLatest(t.database.db)).toEqual([]);
    await seedDemo(t.database.db);
    expect(await counts()).toEqual(before);
    expect(before.province).toBe(32); // 31 provinces and the national level
  });

  it('creates every demo account with its role and scope', async () => {
    const rows = await t.database.db
      .selectFrom('account')
      .leftJoin('enterpriseCustomer as c', 'c.id', 'account.customerId')
      .innerJoin('accountRole as ar', 'ar.accountId', 'account.id')
      .innerJoin('role as r', 'r.id', 'ar.roleId')
      .select([
        'account.loginAccount',
        'account.kind',
        'account.adminLevel',
        'account.beId',
        'account.areaCode',
        'c.custCode',
        'c.beId as custBeId',
        'c.cityName',
        'r.code as role',
      ])
      .execute();
    const by = new Map(rows.map((r) => [r.loginAccount, r]));
    expect(by.get('admin')).toMatchObject({ kind: 'admin', adminLevel: 0, role: 'national_admin' });
    expect(by.get('gd_admin')).toMatchObject({
      kind: 'admin',
      adminLevel: 1,
      beId: '200',
      role: 'province_admin',
    });
    expect(by.get('sz_admin')).toMatchObject({
      adminLevel: 2,
      beId: '200',
      areaCode: '755',
      role: 'city_admin',
    });
    expect(by.get('editor')).toMatchObject({ kind: 'operator', role: 'content_editor' });
    expect(by.get('OCB1000000001')).toMatchObject({
      kind: 'customer',
      custBeId: '200',
      cityName: '深圳',
    });
    expect(by.get('OCB1000000002')).toMatchObject({
      kind: 'customer',
      custBeId: '571',
      cityName: '杭州',
    });
    expect(by.get('13800138000')).toMatchObject({ kind: 'customer', role: 'enterprise_customer' });
  });

  it('stores passwords only as salted scrypt hashes', async () => {
    const rows = await t.database.db
      .selectFrom('account')
      .select(['loginAccount', 'passwordHash'])
      .execute();
    const hashes = new Set<string>();
    for (const demo of DEMO_ACCOUNTS) {
      const row = rows.find((r) => r.loginAccount === demo.loginAccount)!;
      expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(row.passwordHash).not.toContain(demo.password);
      expect(await verifyPassword(demo.password, row.passwordHash)).toBe(true);
      expect(await verifyPassword(`${demo.password}x`, row.passwordHash)).toBe(false);
      hashes.add(row.passwordHash.split('$')[4]!);
    }
    expect(hashes.size).toBe(DEMO_ACCOUNTS.length); // every salt differs
  });

  it("keeps the visitor role's grants exactly the catalogue's", async () => {
    const db = t.database.db;
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('code', '=', 'visitor')
      .executeTakeFirstOrThrow();
    const grants = async () =>
      (await db.selectFrom('roleMenu').select('menuId').where('roleId', '=', role.id).execute())
        .map((r) => r.menuId)
        .sort();
    // An installation seeded by an older catalogue that granted the console folders.
    await db
      .insertInto('roleMenu')
      .values(['home', 'home.overview'].map((menuId) => ({ roleId: role.id, menuId })))
      .onConflict((oc) => oc.columns(['roleId', 'menuId']).doNothing())
      .execute();
    await seedReference(db);
    expect(await grants()).toEqual([...ROLE_MENUS.visitor!].sort());
  });
});
