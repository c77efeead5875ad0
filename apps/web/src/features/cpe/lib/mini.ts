import {
  DEVICE_LIMITS,
  formatFen,
  MINI_LIMITS,
  MINI_SERVICE_STATES,
  type MiniPackage,
  type MiniService,
} from '@pn/shared';
import { filterParam, type FiltersOf, type ListPaging } from '@/lib/use-admin-list-query';
import type { MiniServiceListParams } from '../api/mini-api';
import { idParam } from './device-filters';

/** Pure helpers of the 小微业务 screens: money, terms, days left, the list's filters. */

/** Yuan (the API's unit for package fees) as ¥1,234.50, with the platform's money format. */
export function formatYuan(yuan: number | null | undefined): string {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return '-';
  return formatFen(Math.round(yuan * 100));
}

/** A date of the API (YYYY-MM-DD, or a timestamp starting so) as YYYY-MM-DD, or '-'. */
export function formatDay(value: string | null | undefined): string {
  return (value && /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0]) || '-';
}

/** A term in months: 3个月, 12个月（1年）. */
export function termLabel(months: number): string {
  return months % 12 === 0 ? `${months}个月（${months / 12}年）` : `${months}个月`;
}

/** 剩余N天, 今日到期 or 已过期. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft < 0) return '已过期';
  if (daysLeft === 0) return '今日到期';
  return `剩余${daysLeft}天`;
}

export type DaysLeftTone = 'expired' | 'soon' | 'normal';

/** How a subscription's days left should read: past its end, ending soon (即将到期), or fine. */
export function daysLeftTone(service: Pick<MiniService, 'state' | 'daysLeft'>): DaysLeftTone {
  if (service.daysLeft < 0 || service.state === 'expired') return 'expired';
  return service.daysLeft <= MINI_LIMITS.expiringDays ? 'soon' : 'normal';
}

/** A package's bandwidth: 下行100/上行20 Mbps. */
export function bandwidthText(p: Pick<MiniPackage, 'downMbps' | 'upMbps'>): string {
  return `下行${p.downMbps}/上行${p.upMbps} Mbps`;
}

/** A package's monthly traffic: 100 GB/月, or 不限流量. */
export function trafficAllowanceText(monthlyGb: number | null): string {
  return monthlyGb === null ? '不限流量' : `${monthlyGb} GB/月`;
}

/** A package as a choice: 商铺标准版（下行100/上行20 Mbps · 100 GB/月 · ¥199.00/月）. */
export function packageLabel(
  p: Pick<MiniPackage, 'name' | 'downMbps' | 'upMbps' | 'monthlyGb' | 'monthlyFee'>,
): string {
  return `${p.name}（${bandwidthText(p)} · ${trafficAllowanceText(p.monthlyGb)} · ${formatYuan(p.monthlyFee)}/月）`;
}

/** The subscription list's filters as address parameters (see useAdminListQuery). */
export const MINI_SERVICE_FILTERS = {
  keyword: filterParam.text(DEVICE_LIMITS.keywordMax),
  state: filterParam.oneOf(MINI_SERVICE_STATES),
  packageId: idParam,
  groupId: idParam,
  /** 即将到期: only `true` is a filter. */
  expiring: filterParam.oneOf(['true'] as const),
};
export type MiniServiceFilters = FiltersOf<typeof MINI_SERVICE_FILTERS>;

/** The filter form's values: 即将到期 is a switch. */
export type MiniServiceFilterValues = Partial<Omit<MiniServiceFilters, 'expiring'>> & {
  expiring?: boolean;
};

/** The filter form showing the filters of the address. */
export function miniFilterFormValues(filters: MiniServiceFilters): MiniServiceFilterValues {
  return { ...filters, expiring: filters.expiring === 'true' };
}

/** The address filters from the filter form (a switch off is no filter). */
export function miniFiltersOf(values: MiniServiceFilterValues): MiniServiceFilters {
  return {
    keyword: values.keyword,
    state: values.state,
    packageId: values.packageId,
    groupId: values.groupId,
    expiring: values.expiring ? 'true' : undefined,
  };
}

/** The address state of the list as the list endpoint's query. */
export function miniServiceParams(query: MiniServiceFilters & ListPaging): MiniServiceListParams {
  return {
    page: query.page,
    pageSize: query.pageSize,
    keyword: query.keyword,
    state: query.state,
    packageId: query.packageId,
    groupId: query.groupId,
    expiring: query.expiring === 'true' ? true : undefined,
  };
}
