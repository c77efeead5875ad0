import {
  formatDateTime,
  maskPhone,
  Messages,
  MOBILE_PATTERN,
  SmsPurpose,
  USER_CENTRE_LIMITS,
  UserCentreMessages,
  type SubAccountCreateSchema,
  type SubAccountGrantSchema,
  type SubAccountItem,
  type SubAccountQuery,
} from '@pn/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { findPlacedAccount, loginAccountTaken } from '../account/account.repository.js';
import { AccountMessages, assertCanManage, temporaryPassword } from '../account/account.service.js';
import { orgSubtreeIds } from '../identity/session.repository.js';
import { smsGatewayOf } from '../sms/sms.gateway.js';
import { findAccountWithTel } from '../sms/sms.repository.js';
import { consumeSmsCode } from '../sms/sms.service.js';
import { grantableRoles } from './customer-role.service.js';
import { findOrg } from './organization.repository.js';
import * as repo from './sub-account.repository.js';
import { assertManagesOrg, managerOf, type Manager } from './user-centre.access.js';

/** The enterprise's sub-accounts the caller manages (its node's subtree when narrowed). */
export async function listSubAccounts(
  app: FastifyInstance,
  user: AuthUser,
  q: SubAccountQuery,
): Promise<{ rows: SubAccountItem[]; total: number }> {
  const db = app.database.db;
  const m = managerOf(user);
  let orgIds: readonly number[] | undefined = m.orgIds ?? undefined;
  if (q.orgId !== undefined) {
    const node = await findOrg(db, m.customerId, q.orgId);
    const subtree = node ? await orgSubtreeIds(db, node.id) : [];
    orgIds = orgIds ? subtree.filter((id) => orgIds!.includes(id)) : subtree;
  }
  const { rows, total } = await repo.listSubAccounts(db, m.customerId, {
    ...q,
    orgIds,
    exceptId: m.accountId,
  });
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      loginAccount: r.loginAccount,
      realName: r.realName,
      tel: maskPhone(r.tel),
      status: r.status,
      orgId: r.orgId === null ? null : Number(r.orgId),
      orgName: r.orgName,
      roles: r.roles,
      lastLoginTime: formatDateTime(r.lastLoginAt),
      createTime: formatDateTime(r.createdAt),
    })),
    total,
  };
}

/** The node a sub-account goes to: one the caller manages (a narrowed caller must name one). */
async function placement(app: FastifyInstance, m: Manager, orgId: number | null) {
  assertManagesOrg(m, orgId);
  if (orgId !== null && !(await findOrg(app.database.db, m.customerId, orgId))) {
    throw badRequest(UserCentreMessages.ORG_NOT_FOUND);
  }
  return orgId;
}

/**
 * A new sub-account, its phone confirmed by the code sent to it. Its first password is
 * random and goes to that phone; it changes it after logging in.
 */
export async function createSubAccount(
  app: FastifyInstance,
  user: AuthUser,
  input: z.output<typeof SubAccountCreateSchema>,
) {
  const db = app.database.db;
  const m = managerOf(user);
  const orgId = await placement(app, m, input.orgId);
  const roles = await grantableRoles(db, m, input.roleIds);
  if (MOBILE_PATTERN.test(input.loginAccount) && input.loginAccount !== input.tel) {
    throw badRequest(AccountMessages.MOBILE_ACCOUNT);
  }
  if ((await repo.countSubAccounts(db, m.customerId)) >= USER_CENTRE_LIMITS.subAccounts) {
    throw badRequest(UserCentreMessages.SUB_ACCOUNT_LIMIT);
  }
  if (await loginAccountTaken(db, input.loginAccount)) throw conflict(Messages.ACCOUNT_EXISTS);
  if (await findAccountWithTel(db, input.tel)) throw conflict(Messages.PHONE_TAKEN);
  await consumeSmsCode(db, input.tel, SmsPurpose.REGISTER, input.code);
  const owner = await repo.findOwner(db, m.ownerId);
  const password = temporaryPassword();
  let id: number;
  try {
    id = await repo.insertSubAccount(
      db,
      {
        loginAccount: input.loginAccount,
        passwordHash: await hashPassword(password),
        realName: input.realName,
        tel: input.tel,
        customerId: m.customerId,
        parentAccountId: m.ownerId,
        orgId,
        beId: owner.beId,
        areaCode: owner.areaCode,
        areaName: owner.areaName,
      },
      roles.map((r) => r.id),
    );
  } catch (err) {
    if ((err as { code?: unknown }).code === '23505') throw conflict(Messages.ACCOUNT_EXISTS);
    throw err;
  }
  await smsGatewayOf(app).send(
    input.tel,
    `${app.config.smsSign}您已开通5G专网运营平台子账号${input.loginAccount}，初始密码为${password}，请登录后及时修改密码。`,
    'notice',
    [password],
  );
  return { id };
}

/**
 * Places a sub-account in a node and gives it roles. Nobody changes their own grants, and
 * a sub-account manager hands out nothing beyond what it holds.
 */
export async function grantSubAccount(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: z.output<typeof SubAccountGrantSchema>,
) {
  const db = app.database.db;
  if (id === user.accountId) throw forbidden(UserCentreMessages.SELF_GRANT);
  const m = managerOf(user);
  const target = await findPlacedAccount(db, id);
  if (!target) throw notFound(AccountMessages.NOT_FOUND);
  if (target.parentAccountId === null || target.customerId !== m.customerId) {
    throw forbidden(UserCentreMessages.SUB_ACCOUNT_ONLY);
  }
  assertCanManage(user, { ...target, orgId: target.orgId === null ? null : Number(target.orgId) });
  const orgId = await placement(app, m, input.orgId);
  const roles = await grantableRoles(db, m, input.roleIds);
  await repo.setGrants(
    db,
    target.id,
    orgId,
    roles.map((r) => r.id),
  );
}
