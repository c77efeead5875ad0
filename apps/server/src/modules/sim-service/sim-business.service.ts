import {
  NATIONAL_BE_ID,
  SimMessages,
  SimTariffKind,
  SmsPurpose,
  type PageResult,
  type SimAction,
  type SimBusinessItem,
  type SimBusinessRequest,
  type SimBusinessResult,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { BUSINESS_NUMBER_PREFIX, nextDailyNumber } from '../../lib/daily-number.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { isInScope, type DataScope } from '../../lib/scope.js';
import { consumeSmsCode, NO_TEL_MESSAGE } from '../sms/sms.service.js';
import * as repo from './sim-business.repository.js';
import type { RequestRow } from './sim-business.repository.js';
import { recordOutOfScope, iso, requireScope } from './sim-service.access.js';

/** Group actions are also open to the group screen (ordered B1 groupFee). */
const GROUP_ACTIONS: readonly SimAction[] = ['joinGroup', 'leaveGroup'];

/**
 * The card table (sim.manage) offers every action; the group screen only adding and
 * removing members.
 */
export function assertMayHandle(user: AuthUser, action: SimAction): void {
  if (user.menus.has('sim.manage')) return;
  if (GROUP_ACTIONS.includes(action) && user.menus.has('ordered.b1.groupFee')) return;
  throw forbidden();
}

export type BusinessInput = Omit<SimBusinessRequest, 'params'> & {
  params: SimBusinessRequest['params'] & { currentTariffId?: number | undefined };
};

/**
 * Where a request is filed: a customer's under its enterprise, an administrator's under
 * the area it administers. Processing reads the same columns back as the scope the
 * cards are checked against, and the business query lists requests by them.
 */
function placeOf(user: AuthUser, scope: Exclude<DataScope, { level: 'none' }>) {
  switch (scope.level) {
    case 'customer':
      return { customerId: scope.customerId, beId: user.beId, areaCode: user.areaCode };
    case 'all':
      return { customerId: null, beId: NATIONAL_BE_ID, areaCode: '' };
    case 'province':
      return { customerId: null, beId: scope.beId, areaCode: '' };
    case 'city':
      return { customerId: null, beId: scope.beId, areaCode: scope.areaCode };
  }
}

/** Checks the identity-verification SMS code (used up on success, counted when wrong). */
async function verifyIdentity(db: Database, user: AuthUser, code: string): Promise<void> {
  if (!user.tel) throw badRequest(NO_TEL_MESSAGE);
  await consumeSmsCode(db, user.tel, SmsPurpose.VERIFY, code);
}

/**
 * Accepts a business request: identity first (a wrong code stores nothing), then the
 * target tariff or group, then the request and one pending result per MSISDN in one
 * transaction. The cards themselves are judged one by one when processed.
 */
export async function submitBusiness(
  db: Database,
  user: AuthUser,
  input: BusinessInput,
): Promise<{ requestId: string }> {
  const scope = await requireScope(db, user);
  await verifyIdentity(db, user, input.verifyCode);

  const params: Record<string, number> = {};
  const { tariffId, groupId, dataCapMb, currentTariffId } = input.params;
  switch (input.action) {
    case 'changeTariff': {
      const tariff = tariffId === undefined ? undefined : await repo.findTariff(db, tariffId);
      if (!tariff || tariff.kind !== SimTariffKind.CARD || tariff.status !== 1)
        throw badRequest(SimMessages.TARIFF_NOT_FOUND);
      params.tariffId = tariff.id;
      if (currentTariffId !== undefined) params.currentTariffId = currentTariffId;
      break;
    }
    case 'joinGroup': {
      const group = groupId === undefined ? undefined : await repo.findGroupWithOwner(db, groupId);
      if (!group || !isInScope(scope, group)) throw badRequest(SimMessages.GROUP_NOT_FOUND);
      params.groupId = Number(group.id);
      break;
    }
    case 'leaveGroup':
      if (groupId !== undefined) params.groupId = groupId;
      break;
    case 'setDataCap':
      params.dataCapMb = dataCapMb!;
      break;
    default:
      break;
  }

  // A number people can read out and search for: BL, the day, that day's sequence.
  const requestId = await db.transaction().execute(async (trx) => {
    const number = await nextDailyNumber(trx, BUSINESS_NUMBER_PREFIX);
    await repo.insertRequest(
      trx,
      {
        requestId: number,
        ...placeOf(user, scope),
        accountId: user.accountId,
        action: input.action,
        params,
      },
      input.msisdnList,
    );
    return number;
  });
  return { requestId };
}

function toItem(r: RequestRow): SimBusinessItem {
  const params =
    r.params && typeof r.params === 'object' ? (r.params as Record<string, unknown>) : {};
  return {
    requestId: r.requestId,
    action: r.action as SimAction,
    params,
    status: r.status,
    total: r.total,
    succeeded: r.succeeded,
    failed: r.failed,
    operator: r.operatorRealName || r.operatorName || '',
    createdAt: iso(r.createdAt)!,
    finishedAt: iso(r.finishedAt),
  };
}

/** The business handling query: requests in the caller's scope, newest first. */
export async function businessPage(
  db: Database,
  user: AuthUser,
  q: {
    page: number;
    pageSize: number;
    action?: SimAction | undefined;
    status?: number | undefined;
  },
): Promise<PageResult<SimBusinessItem>> {
  const { rows, total } = await repo.listRequests(db, await requireScope(db, user), q);
  return pageOf(rows.map(toItem), total, q);
}

/** One request with a page of its per-card results. */
export async function businessResult(
  db: Database,
  user: AuthUser,
  q: { requestId: string; page: number; pageSize: number; success?: boolean | undefined },
): Promise<SimBusinessResult> {
  const scope = await requireScope(db, user);
  const row = await repo.findRequest(db, q.requestId);
  if (!row) throw notFound(SimMessages.REQUEST_NOT_FOUND);
  if (!isInScope(scope, row)) throw recordOutOfScope();
  const { rows, total } = await repo.listResults(db, row.id, q);
  return {
    request: toItem(row),
    items: pageOf(
      rows.map((r) => ({
        seq: r.seq,
        msisdn: r.msisdn,
        iccid: r.iccid,
        success: r.success,
        message: r.message,
        processedAt: iso(r.processedAt),
      })),
      total,
      q,
    ),
  };
}
