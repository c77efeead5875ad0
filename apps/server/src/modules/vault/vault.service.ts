import {
  AccountNoticeCategory,
  AdminLevel,
  ExportPermissionStatus,
  formatDateTime,
  maskPhone,
  Messages,
  NATIONAL_BE_ID,
  provinceName,
  SmsPurpose,
  Status,
  type ApplicationDetail,
  type ApplicationItem,
  type ApplyExportPermissionInput,
  type Approver,
  type ExportPermissionState,
} from '@pn/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { fail, ok } from '../../lib/reply.js';
import { assertInScope, scopeOf } from '../../lib/scope.js';
import { notifyAccounts } from '../account-notice/account-notice.service.js';
import { smsGatewayOf } from '../sms/sms.gateway.js';
import { consumeSmsCode, NO_TEL_MESSAGE } from '../sms/sms.service.js';
import {
  applicationsOf,
  decideApplication,
  fillMissingProfile,
  findAdministrator,
  findApplicant,
  findApplication,
  findRoleHolder,
  hasApprovedApplication,
  hasOpenApplication,
  insertApplication,
  latestApplication,
  listApplications,
  lockAccount,
} from './vault.repository.js';

/** The back-office screen where applications are decided. */
const APPROVAL_SCREEN = '/admin/approval/export';

export const VaultMessages = {
  NOT_FOUND: '申请不存在',
  DECIDED: '该申请已处理',
  OWN: '不能审批本人的申请',
  LEVEL: '管理员的申请需由上级管理员或导出审批员审批',
  APPLIED: '申请已提交，审批通过后将以短信通知您',
} as const;

/** Whether an account may export data: it holds an approved export-permission application. */
export function hasExportPermission(db: Database, accountId: number): Promise<boolean> {
  return hasApprovedApplication(db, accountId);
}

/** The action (menu) that opens data export to an account. */
export const EXPORT_ACTION = 'action.export';

/**
 * Every export follows the platform's rule: the export action and an approved data-export
 * permission; otherwise the catalogue's no-permission message (HTTP 403).
 */
export async function assertMayExport(db: Database, user: AuthUser): Promise<void> {
  if (!user.menus.has(EXPORT_ACTION) || !(await hasExportPermission(db, user.accountId))) {
    throw forbidden(Messages.NO_PERMISSION);
  }
}

const nameOf = (a: { realName: string | null; name: string | null }) => a.realName || a.name || '';

/** The role whose holders decide national administrators' applications (and may decide any). */
export const EXPORT_APPROVER_ROLE = 'export_approver';

type ApproverAccount = Approver & { accountId: number | null };

const approverOf = (a: {
  id: number;
  realName: string | null;
  name: string | null;
  tel: string | null;
}): ApproverAccount => ({ accountId: a.id, approverName: nameOf(a), approverTel: a.tel ?? '' });

/**
 * Who approves an applicant's request: its city's administrator when the applicant sits in
 * a city, else its province's, else a national one. Administrators go one level up; a
 * national administrator's application goes to the designated export approver, else to
 * another national administrator. The approver role is everyone's last resort.
 */
async function approverAccountFor(db: Database, user: AuthUser): Promise<ApproverAccount> {
  const levels: { level: number; beId?: string; areaCode?: string }[] = [];
  const isAdmin = user.kind === 'admin' && user.adminLevel !== null;
  const isNational = isAdmin && user.adminLevel === AdminLevel.NATIONAL;
  if (isNational) {
    const designated = await findRoleHolder(db, EXPORT_APPROVER_ROLE, user.accountId);
    if (designated) return approverOf(designated);
  }
  if (!isAdmin && user.areaCode && user.beId !== NATIONAL_BE_ID) {
    levels.push({ level: AdminLevel.CITY, beId: user.beId, areaCode: user.areaCode });
  }
  if ((!isAdmin || user.adminLevel === AdminLevel.CITY) && user.beId !== NATIONAL_BE_ID) {
    levels.push({ level: AdminLevel.PROVINCE, beId: user.beId });
  }
  levels.push({ level: AdminLevel.NATIONAL });
  for (const where of levels) {
    const admin = await findAdministrator(db, { ...where, exceptId: user.accountId });
    if (admin) return approverOf(admin);
  }
  const designated = await findRoleHolder(db, EXPORT_APPROVER_ROLE, user.accountId);
  if (designated) return approverOf(designated);
  return { accountId: null, approverName: '', approverTel: '' };
}

export async function approverFor(db: Database, user: AuthUser): Promise<Approver> {
  const { approverName, approverTel } = await approverAccountFor(db, user);
  return { approverName, approverTel };
}

/**
 * Whether `user` may decide an application of an applicant at `adminType` (null for a
 * customer or operator): never its own; an administrator's only from a level above, or by
 * a national administrator or the approver role. Scope is checked separately.
 */
export function mayDecide(
  user: AuthUser,
  application: { accountId: number; adminType: number | null; status: number },
): boolean {
  if (application.status !== ExportPermissionStatus.PENDING) return false;
  if (application.accountId === user.accountId) return false;
  if (user.kind === 'operator') return true;
  if (user.kind !== 'admin' || user.adminLevel === null) return false;
  if (application.adminType === null) return true;
  return user.adminLevel === AdminLevel.NATIONAL || user.adminLevel < application.adminType;
}

/**
 * Files an export-permission application after checking the 'verify' SMS code sent to the
 * caller's own phone. One application pending or approved at a time: a second one answers
 * status '1' (already applied) with HTTP 200, which the client shows as a warning.
 */
export async function applyPermission(
  app: FastifyInstance,
  user: AuthUser,
  input: ApplyExportPermissionInput,
) {
  const db = app.database.db;
  const alreadyApplied = () => fail(Status.ALREADY_APPLIED, Messages.ALREADY_APPLIED, null);
  if (await hasOpenApplication(db, user.accountId)) return alreadyApplied();
  if (!user.tel) throw badRequest(NO_TEL_MESSAGE);
  await consumeSmsCode(db, user.tel, SmsPurpose.VERIFY, input.vaultCode);

  const filed = await db.transaction().execute(async (trx) => {
    const onFile = await lockAccount(trx, user.accountId);
    if (await hasOpenApplication(trx, user.accountId)) return false;
    // What is already on file wins: the client shows those fields read-only.
    const department = onFile.department || input.department;
    const applyAccount = onFile.securityAccount || input.applyAccount;
    await insertApplication(trx, {
      accountId: user.accountId,
      adminType: user.kind === 'admin' ? user.adminLevel : null,
      beId: user.beId,
      areaCode: user.areaCode,
      department: department.slice(0, 32),
      location: (input.location || provinceName(user.beId)).slice(0, 64),
      applyAccount: applyAccount.slice(0, 32),
    });
    await fillMissingProfile(trx, user.accountId, {
      department: input.department,
      securityAccount: input.applyAccount,
    });
    return true;
  });
  if (!filed) return alreadyApplied();
  const { accountId: approverId, ...approver } = await approverAccountFor(db, user);
  if (approverId !== null) {
    await notifyAccounts(db, [approverId], {
      category: AccountNoticeCategory.APPROVAL,
      title: '有新的数据导出权限申请待审批',
      content: `${nameOf(user)}（${user.loginAccount}）申请数据导出权限，请在运营后台“审批管理 › 数据导出权限审批”中处理。`,
      link: APPROVAL_SCREEN,
    });
  }
  return ok(approver, VaultMessages.APPLIED);
}

/** The caller's export permission: none, pending (with who will approve), approved or rejected. */
export async function permissionState(
  app: FastifyInstance,
  user: AuthUser,
): Promise<ExportPermissionState> {
  const db = app.database.db;
  const row = await latestApplication(db, user.accountId);
  if (!row) return { status: 'none' };
  if (row.status === ExportPermissionStatus.PENDING) {
    return { status: 'pending', ...(await approverFor(db, user)) };
  }
  return {
    status: row.status === ExportPermissionStatus.APPROVED ? 'approved' : 'rejected',
    approverName: nameOf({ realName: row.approverRealName, name: row.approverLoginName }),
    approverTel: row.approverTel ?? '',
    remark: row.remark ?? '',
  };
}

type ListedRow = Awaited<ReturnType<typeof listApplications>>['rows'][number];

function itemOf(user: AuthUser, r: ListedRow): ApplicationItem {
  return {
    id: r.id,
    accountId: r.accountId,
    loginAccount: r.loginAccount,
    realName: r.realName,
    tel: maskPhone(r.tel),
    applyAccount: r.applyAccount,
    department: r.department,
    location: r.location,
    adminType: r.adminType,
    beId: r.beId,
    provinceName: provinceName(r.beId),
    areaCode: r.areaCode,
    status: r.status,
    approverName: nameOf({ realName: r.approverRealName, name: r.approverLoginName }),
    remark: r.remark ?? '',
    createTime: formatDateTime(r.createdAt),
    decideTime: formatDateTime(r.decidedAt),
    decidable: mayDecide(user, r),
  };
}

export async function listForApprover(
  app: FastifyInstance,
  user: AuthUser,
  q: { page: number; pageSize: number; status?: number | undefined; keyword?: string | undefined },
) {
  const { rows, total } = await listApplications(app.database.db, scopeOf(user), q);
  return { total, rows: rows.map((r) => itemOf(user, r)) };
}

/** One application in the caller's scope, its applicant and the applicant's history. */
export async function applicationDetail(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
): Promise<ApplicationDetail> {
  const db = app.database.db;
  const found = await findApplication(db, id);
  if (!found) throw notFound(VaultMessages.NOT_FOUND);
  assertInScope(scopeOf(user), found);
  const [listed, applicant, history] = await Promise.all([
    listApplications(db, { level: 'all' }, { page: 1, pageSize: 1, id }),
    findApplicant(db, found.accountId),
    applicationsOf(db, found.accountId),
  ]);
  const row = listed.rows[0];
  if (!row || !applicant) throw notFound(VaultMessages.NOT_FOUND);
  return {
    application: itemOf(user, row),
    applicant: {
      loginAccount: applicant.loginAccount,
      realName: applicant.realName || applicant.name || '',
      kind: applicant.kind,
      tel: maskPhone(applicant.tel),
      email: applicant.email ?? '',
      adminLevel: applicant.adminLevel,
      provinceName: provinceName(applicant.beId),
      cityName: applicant.areaName,
      custCode: applicant.custCode ?? '',
      custName: applicant.custName ?? '',
      department: applicant.department ?? '',
      securityAccount: applicant.securityAccount ?? '',
      status: applicant.status,
      lastLoginTime: formatDateTime(applicant.lastLoginAt),
      createTime: formatDateTime(applicant.createdAt),
    },
    history: history.map((h) => ({
      id: h.id,
      status: h.status,
      department: h.department,
      applyAccount: h.applyAccount,
      approverName: nameOf({ realName: h.approverRealName, name: h.approverLoginName }),
      remark: h.remark ?? '',
      createTime: formatDateTime(h.createdAt),
      decideTime: formatDateTime(h.decidedAt),
    })),
  };
}

/**
 * Approves or rejects a pending application in the administrator's scope, and tells the
 * applicant by SMS and in the console's messages.
 */
export async function decide(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  approve: boolean,
  remark: string | undefined,
) {
  const db = app.database.db;
  const row = await findApplication(db, id);
  if (!row) throw notFound(VaultMessages.NOT_FOUND);
  assertInScope(scopeOf(user), row);
  if (row.accountId === user.accountId) throw forbidden(VaultMessages.OWN);
  if (row.status !== ExportPermissionStatus.PENDING) throw conflict(VaultMessages.DECIDED);
  if (!mayDecide(user, row)) throw forbidden(VaultMessages.LEVEL);
  const decided = await decideApplication(db, id, {
    status: approve ? ExportPermissionStatus.APPROVED : ExportPermissionStatus.REJECTED,
    approverId: user.accountId,
    remark: remark || null,
  });
  if (!decided) throw conflict(VaultMessages.DECIDED);
  const reason = remark ? `，原因：${remark}` : '';
  await notifyAccounts(db, [row.accountId], {
    category: AccountNoticeCategory.APPROVAL,
    title: approve ? '数据导出权限申请已通过' : '数据导出权限申请未通过',
    content: approve
      ? `您的数据导出权限申请已由${nameOf(user)}审批通过，现在可以导出数据。`
      : `您的数据导出权限申请未通过审批${reason}。如有疑问请联系管理员，修改后可重新申请。`,
  });
  if (row.tel) {
    const sign = app.config.smsSign;
    const text = approve
      ? `${sign}您的数据导出权限申请已审批通过，现在可以在控制台导出数据。`
      : `${sign}您的数据导出权限申请未通过审批${reason}。如有疑问请联系管理员。`;
    await smsGatewayOf(app).send(row.tel, text, 'notice');
  }
}
