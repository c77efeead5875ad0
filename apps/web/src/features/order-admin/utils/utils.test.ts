import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { readFilters } from '@/lib/use-admin-list-query';
import { backLinkOf, fromList, orderDetailHref } from './links';
import {
  exportBodyOf,
  filtersOfForm,
  ORDER_FILTERS,
  rangeFormValues,
  REFUND_FILTERS,
  type OrderFilters,
} from './list-params';
import { reviewActionsOf } from './review';

const read = <P extends Parameters<typeof readFilters>[1]>(query: string, parsers: P) =>
  readFilters(new URLSearchParams(query), parsers);

describe('order and refund filters in the address', () => {
  it('reads the order filters, dropping malformed values', () => {
    expect(
      read(
        'orderNo=%20DD20261125000001%20&keyword=港口&type=B3_HA&status=0&startDate=2026-11-01&endDate=2026-11-3&beId=200',
        ORDER_FILTERS,
      ),
    ).toEqual({
      orderNo: 'DD20261125000001',
      keyword: '港口',
      type: 'B3_HA',
      status: 0,
      startDate: '2026-11-01',
      endDate: undefined,
      beId: '200',
    });
    expect(read('type=C9&status=8&beId=999', ORDER_FILTERS)).toMatchObject({
      type: undefined,
      status: undefined,
      beId: undefined,
    });
    expect(read('status=2&orderNo=TK1', REFUND_FILTERS)).toEqual({
      orderNo: 'TK1',
      status: 2,
      startDate: undefined,
      endDate: undefined,
    });
    expect(read('status=3', REFUND_FILTERS).status).toBeUndefined();
  });

  it('shows the two days as one range in the form, and back', () => {
    const filters: OrderFilters = {
      orderNo: undefined,
      keyword: 'x',
      type: undefined,
      status: 1,
      startDate: '2026-11-01',
      endDate: undefined,
      beId: undefined,
    };
    const form = rangeFormValues(filters);
    expect(form.range?.[0]?.format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(form.range?.[1]).toBeNull();
    expect(form).not.toHaveProperty('startDate');
    expect(rangeFormValues({ ...filters, startDate: undefined }).range).toBeNull();

    expect(
      filtersOfForm<OrderFilters>({
        orderNo: '  ',
        keyword: ' 南沙 ',
        type: 'A2',
        range: [dayjs('2026-11-01'), dayjs('2026-11-30')],
      }),
    ).toEqual({
      orderNo: undefined,
      keyword: '南沙',
      type: 'A2',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(filtersOfForm<OrderFilters>({ range: null })).toEqual({
      startDate: undefined,
      endDate: undefined,
    });
  });

  it('sends the export only the filters that are set', () => {
    expect(
      exportBodyOf({ orderNo: undefined, status: 0, startDate: '2026-11-01', endDate: undefined }),
    ).toEqual({ status: 0, startDate: '2026-11-01' });
  });
});

describe('review steps of an order', () => {
  it('offers each state its own steps', () => {
    const of = (status: number, provisionError = '') => reviewActionsOf({ status, provisionError });
    expect(of(0)).toEqual(['accept', 'approve', 'reject']);
    expect(of(1)).toEqual(['approve', 'reject']);
    // Provisioning runs by itself; only a failing one may be started again.
    expect(of(2)).toEqual([]);
    expect(of(2, '网元接口超时')).toEqual(['retry']);
    for (const done of [3, 4, 5, 6, 7]) expect(of(done, 'stale')).toEqual([]);
  });
});

describe('the way back from an order', () => {
  it('returns to the list it was opened from, filters and page kept', () => {
    expect(orderDetailHref(42)).toBe('/admin/order/list/detail/42');
    const fromOrders = fromList('/admin/order/list', new URLSearchParams('status=1&page=3'));
    expect(backLinkOf(fromOrders)).toEqual({
      href: '/admin/order/list?status=1&page=3',
      label: '返回订单列表',
    });
    const fromRefunds = fromList('/admin/order/refund', new URLSearchParams());
    expect(backLinkOf(fromRefunds)).toEqual({ href: '/admin/order/refund', label: '返回退款管理' });
  });

  it('falls back to the order list for a direct visit or a foreign state', () => {
    const orders = { href: '/admin/order/list', label: '返回订单列表' };
    expect(backLinkOf(null)).toEqual(orders);
    expect(backLinkOf({ backTo: 'https://example.com/admin/order/list' })).toEqual(orders);
    expect(backLinkOf({ backTo: '/admin/order/listing' })).toEqual(orders);
  });
});
