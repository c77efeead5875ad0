import {
  formatDateTime,
  maskPhone,
  MARKET_DEMAND_ITEM_SOURCE_KINDS,
  MARKET_DEMAND_SOURCE_KINDS,
  MARKET_DEMAND_SOURCE_LIMITS,
  MarketDemandMessages,
  MarketDemandStatus,
  Messages,
  productOf,
  PROVINCES,
  Status,
  type MarketDemandFollowUp,
  type MarketDemandFollowUpItem,
  type MarketDemandForm,
  type MarketDemandItem,
  type MarketDemandListQuery,
  type MarketDemandSource,
  type MarketDemandSourceKind,
  type MarketDemandSubmitResult,
  type PageResult,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import {
  dailyNumberOf,
  MARKET_DEMAND_NUMBER_PREFIX,
  nextDailyNumber,
} from '../../lib/daily-number.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { OUT_OF_SCOPE_MESSAGE, scopeOf } from '../../lib/scope.js';
import { resolveAreaPath } from '../area/area.service.js';
import { consumeCaptcha } from '../captcha/captcha.service.js';
import * as repo from './market-demand.repository.js';
import type { DemandPlace, DemandRow } from './market-demand.repository.js';

/** `XQ20261124000001`: XQ, the China-time day, the day's sequence on six digits. */
export function refNoOf(day: string, seq: number): string {
  return dailyNumberOf(MARKET_DEMAND_NUMBER_PREFIX, day, seq);
}

interface StoredSource {
  sourceKind: MarketDemandSourceKind | null;
  sourceId: string;
  sourceName: string;
}

/**
 * The source as stored. A product must be one of the catalogue's; a case, solution or
 * application is named by its record when the record is found, else by the name sent (it
 * may have been withdrawn while the visitor was typing: the demand still counts). Pages
 * without an item keep only their kind.
 */
async function resolveSource(db: Database, source?: MarketDemandSource): Promise<StoredSource> {
  if (!source) return { sourceKind: null, sourceId: '', sourceName: '' };
  const { kind } = source;
  const id = source.id ?? '';
  if (!MARKET_DEMAND_ITEM_SOURCE_KINDS.includes(kind) || !id) {
    return { sourceKind: kind, sourceId: '', sourceName: '' };
  }
  if (kind === 'product') {
    const product = productOf(id);
    if (!product) throw badRequest(MarketDemandMessages.SOURCE_INVALID);
    return { sourceKind: kind, sourceId: product.code, sourceName: product.name };
  }
  const recordId = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(recordId) || recordId < 1) {
    throw badRequest(MarketDemandMessages.SOURCE_INVALID);
  }
  const name = await repo.recordName(db, kind as 'solution' | 'case' | 'application', recordId);
  return {
    sourceKind: kind,
    sourceId: String(recordId),
    sourceName: (name ?? source.name ?? '').slice(0, MARKET_DEMAND_SOURCE_LIMITS.name),
  };
}

/**
 * Stores a demand from the portal: the captcha is checked (and used up) first, then the
 * location, whose names come from the area table rather than from the client, and the
 * source. The reference number is drawn in the same transaction as the insert.
 */
export async function submitDemand(
  db: Database,
  input: MarketDemandForm,
  clientIp: string,
): Promise<MarketDemandSubmitResult> {
  if (!(await consumeCaptcha(db, input.uuid, input.verifyCode))) {
    throw new AppError(Status.CAPTCHA_INVALID, Messages.CAPTCHA_INVALID, 400);
  }
  const area = await resolveAreaPath(db, input.address);
  if (!area) throw badRequest(MarketDemandMessages.AREA_INVALID);
  const source = await resolveSource(db, input.source);
  // One clock for the number's day and the stored time, so the two always agree.
  const now = new Date();
  return db.transaction().execute(async (trx) =>
    repo.insertDemand(trx, {
      refNo: await nextDailyNumber(trx, MARKET_DEMAND_NUMBER_PREFIX, now),
      companyName: input.companyName,
      companyProvince: area.province.areaName,
      companyProvinceId: area.province.areaId,
      companyCity: area.city.areaName,
      companyCityId: area.city.areaId,
      companyDistrict: area.district?.areaName ?? '',
      companyDistrictId: area.district?.areaId ?? '',
      userName: input.userName,
      userTel: input.userTel,
      userEmail: input.userEmail,
      userMarketDemand: input.userMarketDemand,
      marketDemandType: input.marketDemandType,
      status: MarketDemandStatus.NEW,
      clientIp: clientIp.slice(0, 64),
      ...source,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

/**
 * Which demands the caller sees. Accounts are placed by province code (beId) and city;
 * demands by division codes: a province administrator sees its province's division, a city
 * administrator the city of its province named like its own. Anything unmatched sees nothing.
 */
export async function demandPlaceOf(db: Database, user: AuthUser): Promise<DemandPlace> {
  const scope = scopeOf(user);
  if (scope.level === 'all') return { level: 'all' };
  if (scope.level !== 'province' && scope.level !== 'city') return { level: 'none' };
  const provinceId = PROVINCES.find((p) => p.beId === scope.beId)?.gbCode;
  if (!provinceId) return { level: 'none' };
  if (scope.level === 'province') return { level: 'province', provinceId };
  const cityId = await repo.cityIdOfAccount(db, user.accountId, provinceId);
  return cityId ? { level: 'city', cityId } : { level: 'none' };
}

function isInPlace(
  place: DemandPlace,
  row: { companyProvinceId: string; companyCityId: string },
): boolean {
  switch (place.level) {
    case 'all':
      return true;
    case 'province':
      return row.companyProvinceId === place.provinceId;
    case 'city':
      return row.companyCityId === place.cityId;
    default:
      return false;
  }
}

/** A demand as the back office shows it; the phone number masked unless `fullTel`. */
function toItem(r: DemandRow, fullTel = false): MarketDemandItem {
  return {
    id: r.id,
    companyName: r.companyName,
    companyProvince: r.companyProvince,
    companyProvinceId: r.companyProvinceId,
    companyCity: r.companyCity,
    companyCityId: r.companyCityId,
    companyDistrict: r.companyDistrict,
    companyDistrictId: r.companyDistrictId,
    userName: r.userName,
    userTel: fullTel ? r.userTel : maskPhone(r.userTel),
    userEmail: r.userEmail,
    userMarketDemand: r.userMarketDemand,
    marketDemandType: r.marketDemandType,
    status: r.status,
    createTime: formatDateTime(r.createdAt),
    refNo: r.refNo,
    source: isSourceKind(r.sourceKind)
      ? { kind: r.sourceKind, id: r.sourceId, name: r.sourceName }
      : null,
    assignee: r.assigneeName
      ? { name: r.assigneeName, tel: fullTel ? (r.assigneeTel ?? '') : maskPhone(r.assigneeTel) }
      : null,
  };
}

function isSourceKind(kind: string | null): kind is MarketDemandSourceKind {
  return (MARKET_DEMAND_SOURCE_KINDS as readonly (string | null)[]).includes(kind);
}

export async function demandPage(
  db: Database,
  user: AuthUser,
  q: MarketDemandListQuery,
): Promise<PageResult<MarketDemandItem>> {
  const { rows, total } = await repo.listDemands(db, await demandPlaceOf(db, user), q);
  return pageOf(
    rows.map((r) => toItem(r)),
    total,
    q,
  );
}

/** How the history names an operator: `张国栋（admin）`. */
const operatorName = (user: AuthUser) =>
  (user.realName ? `${user.realName}（${user.loginAccount}）` : user.loginAccount).slice(0, 64);

/**
 * Locks a demand in the caller's scope and hands it to `change` in one transaction: two
 * operators acting at once are applied one after the other.
 */
async function withDemand<T>(
  db: Database,
  user: AuthUser,
  id: number,
  change: (trx: Database, row: { status: number }) => Promise<T>,
): Promise<T> {
  const place = await demandPlaceOf(db, user);
  return db.transaction().execute(async (trx) => {
    const row = await repo.lockDemand(trx, id);
    if (!row) throw notFound(MarketDemandMessages.NOT_FOUND);
    if (!isInPlace(place, row)) throw new AppError(Status.FORBIDDEN, OUT_OF_SCOPE_MESSAGE, 403);
    if (row.status === MarketDemandStatus.CLOSED) {
      throw conflict(MarketDemandMessages.ALREADY_CLOSED);
    }
    return change(trx, row);
  });
}

/**
 * 跟进: records what was done and who takes the demand; the demand is then 跟进中. A demand
 * may be followed up again (a new assignee, a new step) until it is closed.
 */
export function followUp(
  db: Database,
  user: AuthUser,
  id: number,
  input: MarketDemandFollowUp,
): Promise<{ id: number; status: number }> {
  return withDemand(db, user, id, async (trx) => {
    await repo.insertFollowUp(trx, {
      demandId: id,
      action: 'follow',
      note: input.note,
      assigneeName: input.assigneeName,
      assigneeTel: input.assigneeTel,
      operatorId: user.accountId,
      operatorName: operatorName(user),
    });
    await repo.updateDemand(trx, id, {
      status: MarketDemandStatus.FOLLOWING,
      assigneeName: input.assigneeName,
      assigneeTel: input.assigneeTel,
    });
    return { id, status: MarketDemandStatus.FOLLOWING };
  });
}

/** 关闭: closes a demand that is not closed yet, with an optional note. */
export function closeDemand(
  db: Database,
  user: AuthUser,
  id: number,
  note: string,
): Promise<{ id: number; status: number }> {
  return withDemand(db, user, id, async (trx) => {
    await repo.insertFollowUp(trx, {
      demandId: id,
      action: 'close',
      note,
      operatorId: user.accountId,
      operatorName: operatorName(user),
    });
    await repo.updateDemand(trx, id, { status: MarketDemandStatus.CLOSED });
    return { id, status: MarketDemandStatus.CLOSED };
  });
}

/** A demand's follow-up history, newest first; phone numbers masked as in the list. */
export async function followUpHistory(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<MarketDemandFollowUpItem[]> {
  const row = await repo.findDemandPlace(db, id);
  if (!row) throw notFound(MarketDemandMessages.NOT_FOUND);
  if (!isInPlace(await demandPlaceOf(db, user), row)) {
    throw new AppError(Status.FORBIDDEN, OUT_OF_SCOPE_MESSAGE, 403);
  }
  const rows = await repo.listFollowUps(db, id);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    note: r.note,
    assignee: r.assigneeName ? { name: r.assigneeName, tel: maskPhone(r.assigneeTel) } : null,
    operatorName: r.operatorName,
    createTime: formatDateTime(r.createdAt),
  }));
}
