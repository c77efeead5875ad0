import { MINI_LIMITS } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { readFilters } from '@/lib/use-admin-list-query';
import { miniServiceListPath } from '../paths';
import {
  daysLeftText,
  daysLeftTone,
  formatDay,
  formatYuan,
  MINI_SERVICE_FILTERS,
  miniFilterFormValues,
  miniFiltersOf,
  miniServiceParams,
  packageLabel,
  termLabel,
} from './mini';

const read = (qs: string) => readFilters(new URLSearchParams(qs), MINI_SERVICE_FILTERS);

describe('小微业务 formats', () => {
  it('shows yuan as the platform shows money, without float noise', () => {
    expect(formatYuan(199)).toBe('¥199.00');
    expect(formatYuan(1234.5)).toBe('¥1,234.50');
    expect(formatYuan(0.1 + 0.2)).toBe('¥0.30');
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(null)).toBe('-');
  });

  it('shows dates as YYYY-MM-DD', () => {
    expect(formatDay('2026-11-25')).toBe('2026-11-25');
    expect(formatDay('2026-11-25T00:00:00.000Z')).toBe('2026-11-25');
    expect(formatDay('')).toBe('-');
    expect(formatDay(null)).toBe('-');
  });

  it('names terms in months, and years where they are whole', () => {
    expect(termLabel(3)).toBe('3个月');
    expect(termLabel(12)).toBe('12个月（1年）');
    expect(termLabel(36)).toBe('36个月（3年）');
  });

  it('says how long a subscription has left', () => {
    expect(daysLeftText(12)).toBe('剩余12天');
    expect(daysLeftText(0)).toBe('今日到期');
    expect(daysLeftText(-3)).toBe('已过期');
    expect(daysLeftTone({ state: 'active', daysLeft: 200 })).toBe('normal');
    expect(daysLeftTone({ state: 'active', daysLeft: MINI_LIMITS.expiringDays })).toBe('soon');
    expect(daysLeftTone({ state: 'active', daysLeft: -1 })).toBe('expired');
    expect(daysLeftTone({ state: 'expired', daysLeft: 0 })).toBe('expired');
  });

  it('describes a package as a choice', () => {
    const base = { name: '商铺标准版', downMbps: 100, upMbps: 20, monthlyFee: 199 };
    expect(packageLabel({ ...base, monthlyGb: 100 })).toBe(
      '商铺标准版（下行100/上行20 Mbps · 100 GB/月 · ¥199.00/月）',
    );
    expect(packageLabel({ ...base, monthlyGb: null })).toContain('不限流量');
  });
});

describe('小微业务 list filters in the address', () => {
  it('reads each filter, dropping malformed ones', () => {
    expect(
      read('keyword=%20便利店%20&state=suspended&packageId=2&groupId=3&expiring=true'),
    ).toEqual({
      keyword: '便利店',
      state: 'suspended',
      packageId: 2,
      groupId: 3,
      expiring: 'true',
    });
    expect(read('state=paused&packageId=x&groupId=0&expiring=1')).toEqual({
      keyword: undefined,
      state: undefined,
      packageId: undefined,
      groupId: undefined,
      expiring: undefined,
    });
  });

  it('shows 即将到期 as a switch and writes only a switch that is on', () => {
    const filters = read('expiring=true&groupId=4');
    expect(miniFilterFormValues(filters)).toMatchObject({ expiring: true, groupId: 4 });
    expect(miniFilterFormValues(read('')).expiring).toBe(false);
    expect(miniFiltersOf({ state: 'active', expiring: false })).toEqual({
      keyword: undefined,
      state: 'active',
      packageId: undefined,
      groupId: undefined,
      expiring: undefined,
    });
    expect(miniFiltersOf({ expiring: true }).expiring).toBe('true');
  });

  it('maps the address state to the list query', () => {
    expect(
      miniServiceParams({ ...read('expiring=true&state=active'), page: 2, pageSize: 20 }),
    ).toEqual({
      page: 2,
      pageSize: 20,
      keyword: undefined,
      state: 'active',
      packageId: undefined,
      groupId: undefined,
      expiring: true,
    });
    expect(miniServiceParams({ ...read(''), page: 1, pageSize: 10 }).expiring).toBeUndefined();
  });

  it('links into the list the same way it reads it', () => {
    expect(miniServiceListPath()).toBe('/control/5g-cpe/cpe-index/mini-service');
    const href = miniServiceListPath({ groupId: 7, expiring: true });
    expect(href).toBe('/control/5g-cpe/cpe-index/mini-service?groupId=7&expiring=true');
    expect(read(href.split('?')[1]!)).toMatchObject({ groupId: 7, expiring: 'true' });
    expect(read(miniServiceListPath({ state: 'expired' }).split('?')[1]!).state).toBe('expired');
  });
});
