import { DEVICE_LIMITS, DEVICE_ONLINE_STATES, DEVICE_SORT_FIELDS } from '@pn/shared';
import { filterParam, type FilterParser, type FiltersOf } from '@/lib/use-admin-list-query';
import type { DeviceListParams } from '../api/cpe-api';

/** A positive integer id in the address; anything else reads as unset. */
export const idParam: FilterParser<number> = (raw) => {
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** true / false in the address (the server's optional booleans). */
export const boolParam: FilterParser<string> = (raw) =>
  raw === 'true' || raw === 'false' ? raw : undefined;

/** The device list's filters as address parameters (see useAdminListQuery). */
export const DEVICE_FILTERS = {
  keyword: filterParam.text(DEVICE_LIMITS.keywordMax),
  modelId: idParam,
  onlineState: filterParam.oneOf(DEVICE_ONLINE_STATES),
  groupId: idParam,
  dnnId: idParam,
};
export type DeviceFilters = FiltersOf<typeof DEVICE_FILTERS>;

/** The columns the device list sorts on, on the server (`id` is its own order). */
export const DEVICE_SORTS = DEVICE_SORT_FIELDS.filter((f) => f !== 'id');

/** The device list's address state as the list endpoint's query. */
export function deviceListParams(
  query: DeviceFilters & { page: number; pageSize: number; sortField?: string; sortOrder?: string },
): DeviceListParams {
  const sortField = (DEVICE_SORTS as readonly string[]).includes(query.sortField ?? '')
    ? query.sortField
    : undefined;
  return {
    page: query.page,
    pageSize: query.pageSize,
    keyword: query.keyword,
    modelId: query.modelId,
    onlineState: query.onlineState,
    groupId: query.groupId,
    dnnId: query.dnnId,
    ...(sortField
      ? { sortField, sortOrder: query.sortOrder === 'asc' ? ('asc' as const) : ('desc' as const) }
      : {}),
  };
}

/** The export takes the list's filters and sort, without paging. */
export function deviceExportParams(
  params: DeviceListParams,
): Omit<DeviceListParams, 'page' | 'pageSize'> {
  const { page: _page, pageSize: _size, ...filters } = params;
  return filters;
}

/** A link into the device list showing the given filters (and sort). */
export function deviceListHref(
  listPath: string,
  filters: Partial<DeviceFilters> & { sortField?: string; sortOrder?: 'asc' | 'desc' },
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${listPath}?${qs}` : listPath;
}

/** The internet users' filters as address parameters. */
export const USER_FILTERS = {
  deviceId: idParam,
  keyword: filterParam.text(DEVICE_LIMITS.keywordMax),
  online: boolParam,
  blacklisted: boolParam,
};
export type UserFilters = FiltersOf<typeof USER_FILTERS>;

/** 'true' / 'false' from the address as the boolean the endpoint takes. */
export const boolOf = (v: string | undefined): boolean | undefined =>
  v === 'true' ? true : v === 'false' ? false : undefined;
