import { ExportPermissionStatus } from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import { containsPattern } from '../account/account.repository.js';

/** The newest application of an account, with whoever decided it. */
export function latestApplication(db: Database, accountId: number) {
  return db
    .selectFrom('exportPermission as e')
    .leftJoin('account as d', 'd.id', 'e.approverId')
    .select([
      'e.id',
      'e.status',
      'e.remark',
      'd.realName as approverRealName',
      'd.name as approverLoginName',
      'd.tel as approverTel',
    ])
    .where('e.accountId', '=', accountId)
    .orderBy('e.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the account has an application pending or approved. */
export async function hasOpenApplication(db: Database, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('exportPermission')
    .select('id')
    .where('accountId', '=', accountId)
    .where('status', 'in', [ExportPermissionStatus.PENDING, ExportPermissionStatus.APPROVED])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes the account's row lock, so one account's applications are filed one at a time. */
export function lockAccount(db: Database, accountId: number) {
  return db
    .selectFrom('account')
    .select(['id', 'department', 'securityAccount'])
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function insertApplication(
  db: Database,
  row: {
    accountId: number;
    adminType: number | null;
    beId: string;
    areaCode: string;
    department: string;
    location: string;
    applyAccount: string;
  },
) {
  return db.insertInto('exportPermission').values(row).returning('id').executeTakeFirstOrThrow();
}

/** Fills the account's department and 4A account where none is on file yet. */
export function fillMissingProfile(
  db: Database,
  accountId: number,
  p: { department: string; securityAccount: string },
) {
  return db
    .updateTable('account')
    .set({
      department: sql<string>`coalesce(nullif(department, ''), ${p.department})`,
      securityAccount: sql<string>`coalesce(nullif(security_account, ''), ${p.securityAccount})`,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', accountId)
    .execute();
}

/** The first active administrator of a level and place, other than `exceptId`. */
export function findAdministrator(
  db: Database,
  where: { level: number; beId?: string; areaCode?: string; exceptId: number },
) {
  let q = db
    .selectFrom('account')
    .select(['id', 'name', 'realName', 'tel'])
    .where('kind', '=', 'admin')
    .where('status', '=', 1)
    .where('adminLevel', '=', where.level)
    .where('id', '!=', where.exceptId);
  if (where.beId !== undefined) q = q.where('beId', '=', where.beId);
  if (where.areaCode !== undefined) q = q.where('areaCode', '=', where.areaCode);
  return q.orderBy('id').limit(1).executeTakeFirst();
}

/** The first active account holding `roleCode`, other than `exceptId`. */
export function findRoleHolder(db: Database, roleCode: string, exceptId: number) {
  return db
    .selectFrom('account as a')
    .innerJoin('accountRole as ar', 'ar.accountId', 'a.id')
    .innerJoin('role as r', 'r.id', 'ar.roleId')
    .select(['a.id', 'a.name', 'a.realName', 'a.tel'])
    .where('r.code', '=', roleCode)
    .where('a.status', '=', 1)
    .where('a.id', '!=', exceptId)
    .orderBy('a.id')
    .limit(1)
    .executeTakeFirst();
}

function applications(db: Database) {
  return db
    .selectFrom('exportPermission as e')
    .innerJoin('account as a', 'a.id', 'e.accountId')
    .leftJoin('account as d', 'd.id', 'e.approverId');
}

export async function listApplications(
  db: Database,
  scope: DataScope,
  f: {
    page: number;
    pageSize: number;
    status?: number | undefined;
    keyword?: string | undefined;
    id?: number;
  },
) {
  let q = applications(db).where((eb) =>
    inScope(eb, scope, { beId: 'e.beId', areaCode: 'e.areaCode' }),
  );
  if (f.status !== undefined) q = q.where('e.status', '=', f.status);
  if (f.id !== undefined) q = q.where('e.id', '=', f.id);
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('a.loginAccount', 'ilike', like),
        eb('a.realName', 'ilike', like),
        eb('e.department', 'ilike', like),
        eb('e.applyAccount', 'ilike', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .select([
        'e.id',
        'e.accountId',
        'e.adminType',
        'e.beId',
        'e.areaCode',
        'e.department',
        'e.location',
        'e.applyAccount',
        'e.status',
        'e.remark',
        'e.createdAt',
        'e.decidedAt',
        'a.loginAccount',
        'a.realName',
        'a.tel',
        'd.realName as approverRealName',
        'd.name as approverLoginName',
      ])
      .orderBy('e.createdAt', 'desc')
      .orderBy('e.id', 'desc')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findApplication(db: Database, id: number) {
  return applications(db)
    .select(['e.id', 'e.accountId', 'e.adminType', 'e.beId', 'e.areaCode', 'e.status', 'a.tel'])
    .where('e.id', '=', id)
    .executeTakeFirst();
}

/** The applicant of an application as an approver sees it: account, enterprise, profile. */
export function findApplicant(db: Database, accountId: number) {
  return db
    .selectFrom('account as a')
    .leftJoin('enterpriseCustomer as c', 'c.id', 'a.customerId')
    .select([
      'a.id',
      'a.loginAccount',
      'a.realName',
      'a.name',
      'a.kind',
      'a.tel',
      'a.email',
      'a.adminLevel',
      'a.beId',
      'a.areaName',
      'a.department',
      'a.securityAccount',
      'a.status',
      'a.lastLoginAt',
      'a.createdAt',
      'c.custCode',
      'c.name as custName',
    ])
    .where('a.id', '=', accountId)
    .executeTakeFirst();
}

/** Every application of an account, newest first, with who decided each. */
export function applicationsOf(db: Database, accountId: number) {
  return db
    .selectFrom('exportPermission as e')
    .leftJoin('account as d', 'd.id', 'e.approverId')
    .select([
      'e.id',
      'e.status',
      'e.department',
      'e.applyAccount',
      'e.remark',
      'e.createdAt',
      'e.decidedAt',
      'd.realName as approverRealName',
      'd.name as approverLoginName',
    ])
    .where('e.accountId', '=', accountId)
    .orderBy('e.id', 'desc')
    .limit(50)
    .execute();
}

/** Decides a pending application; undefined when it was no longer pending. */
export function decideApplication(
  db: Database,
  id: number,
  d: { status: number; approverId: number; remark: string | null },
) {
  return db
    .updateTable('exportPermission')
    .set({ ...d, decidedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', ExportPermissionStatus.PENDING)
    .returning('id')
    .executeTakeFirst();
}

export async function hasApprovedApplication(db: Database, accountId: number) {
  const row = await db
    .selectFrom('exportPermission')
    .select('id')
    .where('accountId', '=', accountId)
    .where('status', '=', ExportPermissionStatus.APPROVED)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
