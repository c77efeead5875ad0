import {
  formatDateTime,
  maskPhone,
  MarketDemandMessages,
  MarketDemandStatus,
  Messages,
  PROVINCES,
  Status,
  type MarketDemandForm,
  type MarketDemandItem,
  type MarketDemandListQuery,
  type PageResult,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { OUT_OF_SCOPE_MESSAGE, scopeOf } from '../../lib/scope.js';
import { resolveAreaPath } from '../area/area.service.js';
import { consumeCaptcha } from '../captcha/captcha.service.js';
import { hasExportPermission } from '../vault/vault.service.js';
import * as repo from './market-demand.repository.js';
import type { DemandPlace, DemandRow } from './market-demand.repository.js';

/** The action (menu) that opens data export to an account. */
const EXPORT_ACTION = 'action.export';

/**
 * Stores a demand from the portal: the captcha is checked (and used up) first, then the
 * location, whose names come from the area table rather than from the client.
 */
export async function submitDemand(
  db: Database,
  input: MarketDemandForm,
  clientIp: string,
): Promise<{ id: number }> {
  if (!(await consumeCaptcha(db, input.uuid, input.verifyCode))) {
    throw new AppError(Status.CAPTCHA_INVALID, Messages.CAPTCHA_INVALID, 400);
  }
  const area = await resolveAreaPath(db, input.address);
  if (!area) throw badRequest(MarketDemandMessages.AREA_INVALID);
  return repo.insertDemand(db, {
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
  });
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
  };
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

/**
 * Data export follows the platform's export rule: the account holds the export action and
 * an approved data-export permission (applied for with its 4A account, approved by an
 * administrator). Others get the catalogue's no-permission message.
 */
export async function assertMayExport(db: Database, user: AuthUser): Promise<void> {
  if (!user.menus.has(EXPORT_ACTION) || !(await hasExportPermission(db, user.accountId))) {
    throw new AppError(Status.FORBIDDEN, Messages.NO_PERMISSION, 403);
  }
}

/** Moves a demand in the caller's scope to following up or closed. */
export async function changeStatus(
  db: Database,
  user: AuthUser,
  id: number,
  status: number,
): Promise<{ id: number; status: number }> {
  const row = await repo.findDemandPlace(db, id);
  if (!row) throw notFound(MarketDemandMessages.NOT_FOUND);
  if (!isInPlace(await demandPlaceOf(db, user), row)) {
    throw new AppError(Status.FORBIDDEN, OUT_OF_SCOPE_MESSAGE, 403);
  }
  if (row.status !== status) await repo.updateDemandStatus(db, id, status);
  return { id, status };
}
