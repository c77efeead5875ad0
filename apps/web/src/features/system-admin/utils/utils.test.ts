import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { readFilters } from '@/lib/use-admin-list-query';
import {
  ACCOUNT_FILTERS,
  LOGIN_LOG_FILTERS,
  OPER_LOG_FILTERS,
  prettyParams,
  rangeFiltersOf,
  rangeFormValues,
  SMS_OUTBOX_FILTERS,
  trimmed,
} from './list-params';

const read = <P extends Parameters<typeof readFilters>[1]>(query: string, parsers: P) =>
  readFilters(new URLSearchParams(query), parsers);

describe('system-management filters in the address', () => {
  it('reads each screen’s filters, dropping malformed values', () => {
    expect(
      read(
        'dateFrom=2026-11-01&dateTo=2026-11-3&operType=0&success=false&keyword=%20login%20',
        OPER_LOG_FILTERS,
      ),
    ).toEqual({
      dateFrom: '2026-11-01',
      dateTo: undefined,
      operType: 0,
      success: 'false',
      keyword: 'login',
    });
    expect(read('operType=7&success=maybe', OPER_LOG_FILTERS)).toMatchObject({
      operType: undefined,
      success: undefined,
    });
    expect(read('method=sms&success=true', LOGIN_LOG_FILTERS)).toMatchObject({
      method: 'sms',
      success: 'true',
    });
    expect(read('method=fingerprint', LOGIN_LOG_FILTERS).method).toBeUndefined();
    expect(read('purpose=notice&tel=13800138000', SMS_OUTBOX_FILTERS)).toMatchObject({
      purpose: 'notice',
      tel: '13800138000',
    });
    expect(read('purpose=spam&tel=138-0013', SMS_OUTBOX_FILTERS)).toMatchObject({
      purpose: undefined,
      tel: undefined,
    });
    expect(read('kind=admin&status=0', ACCOUNT_FILTERS)).toEqual({
      kind: 'admin',
      status: 0,
      keyword: undefined,
    });
    expect(read('kind=visitor&status=2', ACCOUNT_FILTERS)).toMatchObject({
      kind: undefined,
      status: undefined,
    });
  });

  it('shows the two dates as one range in the form, and back, trimming text', () => {
    const shown = rangeFormValues({ dateFrom: '2026-11-15', dateTo: undefined, method: 'sms' });
    expect(shown.range?.[0]?.format('YYYY-MM-DD')).toBe('2026-11-15');
    expect(shown.range?.[1]).toBeNull();
    expect(shown).toMatchObject({ method: 'sms' });
    expect(rangeFormValues({ dateFrom: undefined, dateTo: undefined }).range).toBeNull();
    expect(
      rangeFiltersOf({ range: [dayjs('2026-11-15'), dayjs('2026-11-19')], keyword: '  ' }),
    ).toEqual({ dateFrom: '2026-11-15', dateTo: '2026-11-19', keyword: undefined });
    expect(trimmed({ keyword: ' gd_ ', status: 0 })).toEqual({ keyword: 'gd_', status: 0 });
  });

  it('lays logged parameters out for reading', () => {
    expect(prettyParams('{"loginAccount":"admin","password":"******"}')).toBe(
      '{\n  "loginAccount": "admin",\n  "password": "******"\n}',
    );
    expect(prettyParams('{}')).toBe('');
    expect(prettyParams('')).toBe('');
    expect(prettyParams('{"cut":"abc…')).toBe('{"cut":"abc…');
  });
});
