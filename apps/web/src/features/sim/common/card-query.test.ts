import { describe, expect, it } from 'vitest';
import {
  exportQueryOf,
  filterKeyOf,
  isFiltered,
  listQueryOf,
  readCardQuery,
  writeCardQuery,
} from './card-query';

const read = (q: string) => readCardQuery(new URLSearchParams(q));

describe('card table state in the address', () => {
  it('reads defaults from an empty address', () => {
    expect(read('')).toEqual({
      status: undefined,
      keyword: undefined,
      tariffId: undefined,
      groupId: undefined,
      activatedFrom: undefined,
      activatedTo: undefined,
      expiringDays: undefined,
      sortField: 'id',
      sortOrder: 'desc',
      page: 1,
      pageSize: 10,
    });
    expect(isFiltered(read(''))).toBe(false);
  });

  it('reads every filter, the sort and the paging', () => {
    const state = read(
      'status=3&keyword=8986&tariffId=2&groupId=15&activatedFrom=2026-01-01&activatedTo=2026-02-28&expiringDays=30&sortField=monthDataKb&sortOrder=asc&page=4&pageSize=50',
    );
    expect(state).toEqual({
      status: 3,
      keyword: '8986',
      tariffId: 2,
      groupId: 15,
      activatedFrom: '2026-01-01',
      activatedTo: '2026-02-28',
      expiringDays: 30,
      sortField: 'monthDataKb',
      sortOrder: 'asc',
      page: 4,
      pageSize: 50,
    });
    expect(isFiltered(state)).toBe(true);
  });

  it('drops malformed values instead of sending them', () => {
    const state = read(
      'status=9&keyword=abc&tariffId=-1&groupId=1.5&activatedFrom=2026-02-30&activatedTo=tomorrow&sortField=name&sortOrder=up&page=0&pageSize=30',
    );
    expect(state).toMatchObject({
      status: undefined,
      keyword: undefined,
      tariffId: undefined,
      groupId: undefined,
      activatedFrom: undefined,
      activatedTo: undefined,
      sortField: 'id',
      sortOrder: 'desc',
      page: 1,
      pageSize: 10,
    });
    expect(read('keyword=123456789012345678901').keyword).toBeUndefined();
    expect(read('keyword=%20139%20').keyword).toBe('139');
  });

  it('reads a reversed date range the way it was meant', () => {
    expect(read('activatedFrom=2026-03-01&activatedTo=2026-01-01')).toMatchObject({
      activatedFrom: '2026-01-01',
      activatedTo: '2026-03-01',
    });
  });

  it('builds the list and export queries for a card kind', () => {
    const state = read('status=2&page=3');
    expect(listQueryOf(state, 1)).toEqual({
      kind: 1,
      status: 2,
      sortField: 'id',
      sortOrder: 'desc',
      page: 3,
      pageSize: 10,
    });
    expect(exportQueryOf(state, 0)).toEqual({
      kind: 0,
      status: 2,
      sortField: 'id',
      sortOrder: 'desc',
    });
  });

  it('writes changes, leaving defaults out and going back to page 1', () => {
    const search = new URLSearchParams('status=3&page=5&tab=x');
    expect(writeCardQuery(search, { page: 6 }).toString()).toBe('status=3&page=6&tab=x');
    expect(writeCardQuery(search, { keyword: '139', status: undefined }).toString()).toBe(
      'tab=x&keyword=139',
    );
    expect(writeCardQuery(search, { sortField: 'lastSeenAt', sortOrder: 'asc' }).toString()).toBe(
      'status=3&tab=x&sortField=lastSeenAt&sortOrder=asc',
    );
    expect(
      writeCardQuery(new URLSearchParams('sortField=lastSeenAt&sortOrder=asc'), {
        sortField: 'id',
        sortOrder: 'desc',
      }).toString(),
    ).toBe('');
    expect(writeCardQuery(search, { pageSize: 20 }).toString()).toBe('status=3&tab=x&pageSize=20');
    expect(writeCardQuery(search, { pageSize: 10, page: 1 }).toString()).toBe('status=3&tab=x');
  });

  it('keys the filters alone', () => {
    expect(filterKeyOf(new URLSearchParams('page=2&status=1&sortOrder=asc'))).toBe('status=1');
  });
});
