import { sql } from 'kysely';
import { hashPassword } from '../../lib/password.js';
import { MENUS } from '../../modules/identity/menu-catalogue.js';
import type { Database } from '../database.js';

/** The demo enterprise whose people the user centre shows from the first start. */
export const USER_CENTRE_DEMO_CUSTCODE = 'C2000755000001';

/** Its organisation: [name, parent name or null]. */
const DEMO_ORGS: readonly [string, string | null][] = [
  ['总部', null],
  ['深圳工厂', '总部'],
  ['一号车间', '深圳工厂'],
  ['东莞仓储中心', '总部'],
];

/** Where its cards go: every card whose id modulo 10 is listed, to that node. */
const CARD_SHARES: readonly [string, number[]][] = [
  ['深圳工厂', [0, 1, 2]],
  ['一号车间', [3, 4]],
  ['东莞仓储中心', [5, 6]],
];

const SIM_MENUS = MENUS.filter((m) => m.id === 'sim' || m.parentId === 'sim').map((m) => m.id);
const CONSOLE_MENUS = MENUS.filter(
  (m) => ['home', 'ordered', 'user'].includes(m.group) && m.kind !== 'action',
).map((m) => m.id);

const DEMO_ROLES = [
  {
    name: '物联网卡操作员',
    description: '查看和办理物联网卡业务（停复机、资费变更、诊断），不含其他业务',
    readOnly: false,
    menus: SIM_MENUS,
  },
  {
    name: '审计员',
    description: '可查看控制台各页面，不能办理或修改任何业务',
    readOnly: true,
    menus: CONSOLE_MENUS,
  },
] as const;

export const DEMO_SUB_ACCOUNTS = [
  {
    loginAccount: 'pc_sim01',
    realName: '王海',
    tel: '13823456790',
    org: '深圳工厂',
    role: '物联网卡操作员',
  },
  {
    loginAccount: 'pc_audit',
    realName: '林晓',
    tel: '13823456791',
    org: null,
    role: '审计员',
  },
] as const;
export const DEMO_SUB_ACCOUNT_PASSWORD = 'Demo@12345';

/** A menu and every folder above it. */
function withFolders(ids: readonly string[]): string[] {
  const byId = new Map(MENUS.map((m) => [m.id, m]));
  const out = new Set<string>();
  for (const id of ids) {
    for (let cur = byId.get(id); cur; cur = cur.parentId ? byId.get(cur.parentId) : undefined) {
      out.add(cur.id);
    }
  }
  return [...out];
}

/**
 * The demo enterprise's organisation, roles (a SIM-only operator, a read-only auditor),
 * two sub-accounts, and its cards spread over the nodes. Once per database: nothing is
 * done when the enterprise already has an organisation.
 */
export async function seedUserCentre(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('seed:user-centre'))`.execute(trx);
    const customer = await trx
      .selectFrom('enterpriseCustomer')
      .select('id')
      .where('custCode', '=', USER_CENTRE_DEMO_CUSTCODE)
      .executeTakeFirst();
    if (!customer) return;
    const customerId = Number(customer.id);
    const has = await trx
      .selectFrom('organization')
      .select('id')
      .where('customerId', '=', customerId)
      .limit(1)
      .executeTakeFirst();
    if (has) return;
    const owner = await trx
      .selectFrom('account')
      .select(['id', 'beId', 'areaCode', 'areaName'])
      .where('customerId', '=', customerId)
      .where('parentAccountId', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (!owner) return;

    const orgId = new Map<string, { id: number; path: string }>();
    for (const [i, [name, parent]] of DEMO_ORGS.entries()) {
      const up = parent ? orgId.get(parent)! : null;
      const row = await trx
        .insertInto('organization')
        .values({
          customerId,
          parentId: up?.id ?? null,
          name,
          sortNum: i,
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const path = `${up?.path ?? '/'}${row.id}/`;
      await trx.updateTable('organization').set({ path }).where('id', '=', row.id).execute();
      orgId.set(name, { id: Number(row.id), path });
    }

    const roleId = new Map<string, number>();
    for (const [i, r] of DEMO_ROLES.entries()) {
      const row = await trx
        .insertInto('role')
        .values({
          code: `cust${customerId}_demo${i + 1}`,
          name: r.name,
          description: r.description,
          audience: 'customer',
          customerId,
          readOnly: r.readOnly,
          createdAt: new Date(),
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      roleId.set(r.name, Number(row.id));
      await trx
        .insertInto('roleMenu')
        .values(withFolders(r.menus).map((menuId) => ({ roleId: row.id, menuId })))
        .execute();
    }

    const passwordHash = await hashPassword(DEMO_SUB_ACCOUNT_PASSWORD);
    for (const a of DEMO_SUB_ACCOUNTS) {
      const row = await trx
        .insertInto('account')
        .values({
          loginAccount: a.loginAccount,
          passwordHash,
          kind: 'customer',
          name: a.loginAccount,
          realName: a.realName,
          tel: a.tel,
          customerId,
          parentAccountId: owner.id,
          orgId: a.org ? orgId.get(a.org)!.id : null,
          beId: owner.beId,
          areaCode: owner.areaCode,
          areaName: owner.areaName,
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .onConflict((oc) => oc.column('loginAccount').doNothing())
        .returning('id')
        .executeTakeFirst();
      const rid = roleId.get(a.role);
      if (row && rid !== undefined) {
        await trx.insertInto('accountRole').values({ accountId: row.id, roleId: rid }).execute();
      }
    }

    for (const [name, rests] of CARD_SHARES) {
      await trx
        .updateTable('simCard')
        .set({ orgId: orgId.get(name)!.id })
        .where('customerId', '=', customerId)
        .where(sql<number>`id % 10`, 'in', rests)
        .execute();
    }
  });
}
