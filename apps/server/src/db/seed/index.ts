import { NATIONAL_BE_ID, PROVINCES } from '@pn/shared';
import type { Database } from '../database.js';
import { hashPassword } from '../../lib/password.js';
import { DEMO_ACCOUNTS, DEMO_CUSTOMERS, DEMO_NOTICES, ROLES } from './demo-data.js';

/** Reference data every installation needs (provinces, roles). Idempotent. */
export async function seedReference(db: Database): Promise<void> {
  await db
    .insertInto('province')
    .values([
      { beId: NATIONAL_BE_ID, name: '全国', sortNum: 0 },
      ...PROVINCES.map((p, i) => ({ beId: p.beId, name: p.name, sortNum: i + 1 })),
    ])
    .onConflict((oc) => oc.column('beId').doNothing())
    .execute();
  await db
    .insertInto('role')
    .values(ROLES.map((r) => ({ ...r })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/**
 * Demo organisation, accounts and notices. Idempotent: records are keyed by their
 * natural keys, existing ones are left as they are (an edited demo password survives).
 */
export async function seedDemo(db: Database): Promise<void> {
  await seedReference(db);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('enterpriseCustomer')
      .values(DEMO_CUSTOMERS)
      .onConflict((oc) => oc.column('custCode').doNothing())
      .execute();
    const customers = await trx
      .selectFrom('enterpriseCustomer')
      .select(['id', 'custCode'])
      .execute();
    const customerId = new Map(customers.map((c) => [c.custCode, c.id]));
    const roles = await trx.selectFrom('role').select(['id', 'code']).execute();
    const roleId = new Map(roles.map((r) => [r.code, r.id]));

    const existing = new Set(
      (await trx.selectFrom('account').select('loginAccount').execute()).map((a) => a.loginAccount),
    );
    for (const a of DEMO_ACCOUNTS) {
      if (existing.has(a.loginAccount)) continue;
      const inserted = await trx
        .insertInto('account')
        .values({
          loginAccount: a.loginAccount,
          passwordHash: await hashPassword(a.password),
          kind: a.kind,
          name: a.name,
          realName: a.realName,
          tel: a.tel,
          email: a.email,
          customerId: a.custCode ? (customerId.get(a.custCode) ?? null) : null,
          adminLevel: a.adminLevel,
          beId: a.beId,
          areaCode: a.areaCode,
          department: a.department,
          securityAccount: a.securityAccount,
        })
        .onConflict((oc) => oc.column('loginAccount').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue; // created meanwhile by another instance
      const id = inserted.id;
      const ids = a.roles
        .map((code) => roleId.get(code))
        .filter((r): r is number => r !== undefined);
      if (ids.length) {
        await trx
          .insertInto('accountRole')
          .values(ids.map((rid) => ({ accountId: id, roleId: rid })))
          .execute();
      }
    }

    const noticeCount = await trx
      .selectFrom('announcement')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(noticeCount.n) === 0) {
      await trx
        .insertInto('announcement')
        .values(DEMO_NOTICES.map((n) => ({ ...n, status: 1, place: 1 })))
        .execute();
    }
  });
}
