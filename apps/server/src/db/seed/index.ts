import { NATIONAL_BE_ID, PROVINCES } from '@pn/shared';
import type { Database } from '../database.js';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../lib/password.js';
import { MENUS, ROLE_MENUS } from '../../modules/identity/menu-catalogue.js';
import { seedAlarmDemo, seedAlarmReference } from './alarm.js';
import { seedCatalogue } from './commerce.js';
import { seedMiniDemo, seedMiniPackages } from './cpe-mini.js';
import { seedDevices } from './devices.js';
import { seedEcoDevices } from './eco-devices.js';
import { seedContent, seedIndustries } from './content/index.js';
import { seedFaq } from './faq.js';
import { seedIndustryAlarmRules, seedIndustryDemo } from './industry.js';
import {
  DEMO_ACCOUNT_NOTICES,
  DEMO_ACCOUNTS,
  DEMO_CUSTOMERS,
  DEMO_NOTICES,
  ROLES,
} from './demo-data.js';
import { seedMarketDemands } from './market-demand.js';
import { seedNetwork } from './network.js';
import { seedOrders } from './orders.js';
import { seedSim } from './sim.js';
import { seedUserCentre } from './user-centre.js';

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

  await seedIndustries(db);
  await seedFaq(db);
  await seedCatalogue(db);
  await seedMiniPackages(db);
  await seedAlarmReference(db);
  await seedIndustryAlarmRules(db);
  await seedEcoDevices(db);

  // The built-in menu catalogue is code: keep the table in step with it on every start,
  // except the rows an operator has edited in the back office (menu.edited_at).
  for (const d of MENUS) {
    const row = {
      id: d.id,
      parentId: d.parentId,
      name: d.name,
      portalUrl: d.portalUrl,
      orderId: d.orderId,
      navigateMethod: d.navigateMethod ?? 1,
      isBorderBottom: d.isBorderBottom ?? false,
      activeMenu: d.activeMenu ?? '',
      menuGroup: d.group,
      kind: d.kind ?? 'menu',
      icon: d.icon ?? '',
    };
    await db
      .insertInto('menu')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row).where('menu.editedAt', 'is', null))
      .execute();
  }
  const roles = await db.selectFrom('role').select(['id', 'code', 'grantsEditedAt']).execute();
  // A role whose menus an operator has set keeps exactly those.
  const grants = roles
    .filter((r) => r.grantsEditedAt === null)
    .flatMap((r) => (ROLE_MENUS[r.code] ?? []).map((menuId) => ({ roleId: r.id, menuId })));
  if (grants.length) {
    await db
      .insertInto('roleMenu')
      .values(grants)
      .onConflict((oc) => oc.columns(['roleId', 'menuId']).doNothing())
      .execute();
  }

  // Nobody edits the visitor role: its grants are exactly the catalogue's, so a grant the
  // catalogue dropped is withdrawn from existing installations too.
  const visitorRole = roles.find((r) => r.code === 'visitor');
  if (visitorRole) {
    await db
      .deleteFrom('roleMenu')
      .where('roleId', '=', visitorRole.id)
      .where('menuId', 'not in', ROLE_MENUS.visitor!)
      .execute();
  }

  // Visitor mode logs in as this shared read-only account; its password is never usable.
  const visitor = await db
    .insertInto('account')
    .values({
      loginAccount: VISITOR_ACCOUNT,
      passwordHash: await hashPassword(randomBytes(24).toString('base64')),
      kind: 'visitor',
      name: '访客',
      realName: '访客',
      beId: NATIONAL_BE_ID,
      areaCode: '',
    })
    .onConflict((oc) => oc.column('loginAccount').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (visitor && visitorRole) {
    await db
      .insertInto('accountRole')
      .values({ accountId: visitor.id, roleId: visitorRole.id })
      .execute();
  }
}

/** Login account of the shared visitor session. */
export const VISITOR_ACCOUNT = 'visitor';

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
      .select(['id', 'custCode', 'cityName'])
      .execute();
    const customerId = new Map(customers.map((c) => [c.custCode, c.id]));
    const cityName = new Map(customers.map((c) => [c.custCode, c.cityName]));
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
          areaName: a.areaName ?? (a.custCode ? (cityName.get(a.custCode) ?? '') : ''),
          department: a.department,
          securityAccount: a.securityAccount,
        })
        .onConflict((oc) => oc.column('loginAccount').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue; // created meanwhile by another instance
      const id = inserted.id;
      if (a.kind === 'customer') {
        await trx
          .insertInto('accountNotice')
          .values(
            DEMO_ACCOUNT_NOTICES.map(({ hoursAgo, ...n }) => ({
              ...n,
              accountId: id,
              createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
            })),
          )
          .execute();
      }
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
  await seedContent(db);
  await seedMarketDemands(db);
  await seedSim(db);
  await seedUserCentre(db);
  await seedOrders(db);
  await seedNetwork(db);
  await seedDevices(db);
  await seedMiniDemo(db);
  await seedAlarmDemo(db);
  await seedIndustryDemo(db);
}
