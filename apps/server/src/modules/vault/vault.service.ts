import {
  AdminLevel,
  ExportPermissionStatus,
  formatDateTime,
  maskPhone,
  Messages,
  NATIONAL_BE_ID,
  provinceName,
  SmsPurpose,
  Status,
  type ApplyExportPermissionInput,
} from '@pn/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { fail, ok } from '../../lib/reply.js';
import { assertInScope, scopeOf } from '../../lib/scope.js';
import { smsGatewayOf } from '../sms/sms.gateway.js';
import { consumeSmsCode, NO_TEL_MESSAGE } from '../sms/sms.service.js';
import {
  decideApplication,
  fillMissingProfile,
  findAdministrator,
  findApplication,
  hasApprovedApplication,
  hasOpenApplication,
  insertApplication,
  latestApplication,
  listApplications,
  lockAccount,
} from './vault.repository.js';
import type { Approver, ExportPermissionState } from './vault.schemas.js';

export const VaultMessages = {
  NOT_FOUND: '申请不存在',
  DECIDED: '该申请已处理',
  OWN: '不能审批本人的申请',
  APPLIED: '申请已提交，审批通过后将以短信通知您',
} as const;

/** Whether an account may export data: it holds an approved export-permission application. */
export function hasExportPermission(db: Database, accountId: number): Promise<boolean> {
  return hasApprovedApplication(db, accountId);
}

const nameOf = (a: { realName: string | null; name: string | null }) => a.realName || a.name || '';

/**
 * Who approves an applicant's request: its city's administrator when the applicant sits in
 * a city, else its province's, else a national one. Administrators go one level up.
 */
export async function approverFor(db: Database, user: AuthUser): Promise<Approver> {
  const levels: { level: number; beId?: string; areaCode?: string }[] = [];
  const isAdmin = user.kind === 'admin' && user.adminLevel !== null;
  if (!isAdmin && user.areaCode && user.beId !== NATIONAL_BE_ID) {
    levels.push({ level: AdminLevel.CITY, beId: user.beId, areaCode: user.areaCode });
  }
  if ((!isAdmin || user.adminLevel === AdminLevel.CITY) && user.beId !== NATIONAL_BE_ID) {
    levels.push({ level: AdminLevel.PROVINCE, beId: user.beId });
  }
  levels.push({ level: AdminLevel.NATIONAL });
  for (const where of levels) {
    const admin = await findAdministrator(db, { ...where, exceptId: user.accountId });
    if (admin) return { approverName: nameOf(admin), approverTel: admin.tel ?? '' };
  }
  return { approverName: '', approverTel: '' };
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
  return ok(await approverFor(db, user), VaultMessages.APPLIED);
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

export async function listForApprover(
  app: FastifyInstance,
  user: AuthUser,
  q: { page: number; pageSize: number; status?: number | undefined },
) {
  const { rows, total } = await listApplications(app.database.db, scopeOf(user), q);
  return {
    total,
    rows: rows.map((r) => ({
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
    })),
  };
}

/**
 * Approves or rejects a pending application in the administrator's scope, and tells the
 * applicant by SMS.
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
  const decided = await decideApplication(db, id, {
    status: approve ? ExportPermissionStatus.APPROVED : ExportPermissionStatus.REJECTED,
    approverId: user.accountId,
    remark: remark || null,
  });
  if (!decided) throw conflict(VaultMessages.DECIDED);
  if (row.tel) {
    const sign = app.config.smsSign;
    const text = approve
      ? `${sign}您的数据导出权限申请已审批通过，现在可以在控制台导出数据。`
      : `${sign}您的数据导出权限申请未通过审批${remark ? `，原因：${remark}` : ''}。如有疑问请联系管理员。`;
    await smsGatewayOf(app).send(row.tel, text, 'notice');
  }
}
