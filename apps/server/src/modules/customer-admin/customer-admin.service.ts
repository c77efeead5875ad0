import {
  CustomerAdminMessages,
  formatDateTime,
  maskPhone,
  Messages,
  PROVINCES,
  provinceName,
  type CustomerCreateSchema,
  type CustomerDetail,
  type CustomerItem,
  type CustomerQuery,
  type CustomerSaveSchema,
} from '@pn/shared';
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { isInScope, scopeOf } from '../../lib/scope.js';
import { insertCustomerWithAccount, loginAccountTaken } from '../account/account.repository.js';
import { AccountMessages, temporaryPassword } from '../account/account.service.js';
import { smsGatewayOf } from '../sms/sms.gateway.js';
import * as repo from './customer-admin.repository.js';

type SaveInput = z.output<typeof CustomerSaveSchema>;

function toItem(r: repo.CustomerRow): CustomerItem {
  return {
    id: Number(r.id),
    custCode: r.custCode,
    name: r.name,
    creditCode: r.creditCode,
    beId: r.beId,
    provinceName: provinceName(r.beId),
    cityCode: r.cityCode,
    cityName: r.cityName,
    industry: r.industry,
    contactName: r.contactName,
    contactTel: maskPhone(r.contactTel),
    contractNo: r.contractNo,
    contractStart: r.contractStart,
    contractEnd: r.contractEnd,
    status: r.status,
    accounts: Number(r.accounts ?? 0),
    cards: Number(r.cards ?? 0),
    createTime: formatDateTime(r.createdAt),
  };
}

/** Operator staff only: customers are no customer's to manage. */
function assertStaff(user: AuthUser) {
  if (user.kind !== 'admin' && user.kind !== 'operator') throw forbidden();
}

/** Where a customer may be placed by the caller: its own province, or city, and a real province. */
function assertPlaceable(user: AuthUser, place: { beId: string; cityCode: string }) {
  if (!PROVINCES.some((p) => p.beId === place.beId))
    throw badRequest(AccountMessages.PROVINCE_INVALID);
  if (!isInScope(scopeOf(user), { beId: place.beId, areaCode: place.cityCode })) {
    throw forbidden(CustomerAdminMessages.OUT_OF_SCOPE);
  }
}

async function scopedCustomer(app: FastifyInstance, user: AuthUser, id: number) {
  assertStaff(user);
  const row = await repo.findCustomer(app.database.db, id);
  if (!row) throw notFound(CustomerAdminMessages.NOT_FOUND);
  if (
    !isInScope(scopeOf(user), {
      beId: row.beId,
      areaCode: row.cityCode,
      customerId: Number(row.id),
    })
  ) {
    throw forbidden(CustomerAdminMessages.OUT_OF_SCOPE);
  }
  return row;
}

export async function customerPage(app: FastifyInstance, user: AuthUser, q: CustomerQuery) {
  assertStaff(user);
  const { rows, total } = await repo.listCustomers(app.database.db, scopeOf(user), q);
  return { rows: rows.map(toItem), total };
}

export async function customerDetail(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
): Promise<CustomerDetail> {
  const row = await scopedCustomer(app, user, id);
  const db = app.database.db;
  const [accounts, holdings] = await Promise.all([
    repo.accountsOf(db, Number(row.id)),
    repo.holdingsOf(db, Number(row.id)),
  ]);
  return {
    ...toItem(row),
    accountList: accounts.map((a) => ({
      id: Number(a.id),
      loginAccount: a.loginAccount,
      realName: a.realName,
      tel: maskPhone(a.tel),
      main: a.parentAccountId === null,
      status: a.status,
      lastLoginTime: formatDateTime(a.lastLoginAt),
    })),
    ...holdings,
  };
}

const customerValues = (input: SaveInput) => ({
  name: input.name,
  creditCode: input.creditCode,
  beId: input.beId,
  cityCode: input.cityCode,
  cityName: input.cityName,
  industry: input.industry,
  contactName: input.contactName,
  // An edit leaves the contact's phone as it is when none is given.
  ...(input.contactTel ? { contactTel: input.contactTel } : {}),
  contractNo: input.contractNo,
  contractStart: input.contractStart,
  contractEnd: input.contractEnd,
});

/**
 * A new enterprise customer in the caller's area, with its main account (holding the
 * enterprise role); the account's first password goes by SMS to the contact's phone.
 */
export async function createCustomer(
  app: FastifyInstance,
  user: AuthUser,
  input: z.output<typeof CustomerCreateSchema>,
) {
  assertStaff(user);
  assertPlaceable(user, input);
  const db = app.database.db;
  if (await repo.creditCodeTaken(db, input.creditCode)) {
    throw conflict(CustomerAdminMessages.CREDIT_TAKEN);
  }
  if (await loginAccountTaken(db, input.loginAccount)) throw conflict(Messages.ACCOUNT_EXISTS);
  const password = temporaryPassword();
  const custCode = `C${input.beId}${Date.now()}${String(randomInt(1000)).padStart(3, '0')}`;
  const { customerId: id } = await insertCustomerWithAccount(
    db,
    { custCode, ...customerValues(input), contactTel: input.contactTel },
    {
      loginAccount: input.loginAccount,
      passwordHash: await hashPassword(password),
      realName: input.contactName,
      tel: input.contactTel,
    },
    'enterprise_customer',
  );
  await smsGatewayOf(app).send(
    input.contactTel,
    `${app.config.smsSign}贵企业已开通5G专网运营平台，主账号${input.loginAccount}，初始密码为${password}，请登录后及时修改密码。`,
    'notice',
    [password],
  );
  return { id };
}

export async function updateCustomer(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: SaveInput,
) {
  const row = await scopedCustomer(app, user, id);
  assertPlaceable(user, input);
  const db = app.database.db;
  if (await repo.creditCodeTaken(db, input.creditCode, Number(row.id))) {
    throw conflict(CustomerAdminMessages.CREDIT_TAKEN);
  }
  await db
    .updateTable('enterpriseCustomer')
    .set({ ...customerValues(input), updatedAt: new Date() })
    .where('id', '=', Number(row.id))
    .execute();
  return customerDetail(app, user, Number(row.id));
}

/** Suspends (0) or resumes (1) a customer; suspension ends its accounts' sessions at once. */
export async function setCustomerStatus(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  status: 0 | 1,
) {
  const row = await scopedCustomer(app, user, id);
  const db = app.database.db;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('enterpriseCustomer')
      .set({ status, updatedAt: new Date() })
      .where('id', '=', Number(row.id))
      .execute();
    if (status === 0) {
      await trx
        .updateTable('session')
        .set({ revokedAt: sql<Date>`now()` })
        .where('revokedAt', 'is', null)
        .where('accountId', 'in', (eb) =>
          eb.selectFrom('account').select('id').where('customerId', '=', Number(row.id)),
        )
        .execute();
    }
  });
}
