import { describe, expect, it } from 'vitest';
import { readFilters, readSort } from '@/lib/use-admin-list-query';
import {
  boolOf,
  DEVICE_FILTERS,
  DEVICE_SORTS,
  deviceExportParams,
  deviceListHref,
  deviceListParams,
  USER_FILTERS,
} from './device-filters';

const read = (qs: string) => readFilters(new URLSearchParams(qs), DEVICE_FILTERS);

describe('device list filters in the address', () => {
  it('reads each filter, dropping malformed ones', () => {
    expect(read('keyword=%20CPE-SZ%20&modelId=2&onlineState=offline&groupId=3&dnnId=4')).toEqual({
      keyword: 'CPE-SZ',
      modelId: 2,
      onlineState: 'offline',
      groupId: 3,
      dnnId: 4,
    });
    expect(read('modelId=abc&onlineState=asleep&groupId=0&dnnId=-1&keyword=')).toEqual({
      keyword: undefined,
      modelId: undefined,
      onlineState: undefined,
      groupId: undefined,
      dnnId: undefined,
    });
  });

  it('cuts a long keyword to the server limit', () => {
    expect(read(`keyword=${'a'.repeat(60)}`).keyword).toHaveLength(40);
  });

  it('sorts only on the columns the server sorts on', () => {
    expect(DEVICE_SORTS).toEqual(['lastHeartbeatAt', 'rsrp', 'downKbps']);
    expect(readSort(new URLSearchParams('sortField=rsrp&sortOrder=asc'), DEVICE_SORTS)).toEqual({
      sortField: 'rsrp',
      sortOrder: 'asc',
    });
    expect(readSort(new URLSearchParams('sortField=imei'), DEVICE_SORTS)).toEqual({});
  });

  it('maps the address state to the list query and the export', () => {
    const params = deviceListParams({
      ...read('onlineState=online&groupId=2'),
      page: 3,
      pageSize: 20,
      sortField: 'rsrp',
      sortOrder: 'asc',
    });
    expect(params).toEqual({
      page: 3,
      pageSize: 20,
      keyword: undefined,
      modelId: undefined,
      onlineState: 'online',
      groupId: 2,
      dnnId: undefined,
      sortField: 'rsrp',
      sortOrder: 'asc',
    });
    expect(deviceExportParams(params)).not.toHaveProperty('page');
    expect(deviceExportParams(params)).toMatchObject({ onlineState: 'online', sortField: 'rsrp' });
    // An unknown sort falls back to the list's own order.
    expect(
      deviceListParams({ ...read(''), page: 1, pageSize: 10, sortField: 'imei' }),
    ).not.toHaveProperty('sortField');
  });

  it('builds links into the filtered list', () => {
    expect(deviceListHref('/l', { onlineState: 'offline' })).toBe('/l?onlineState=offline');
    expect(
      deviceListHref('/l', { onlineState: 'online', sortField: 'rsrp', sortOrder: 'asc' }),
    ).toBe('/l?onlineState=online&sortField=rsrp&sortOrder=asc');
    expect(deviceListHref('/l', { groupId: undefined })).toBe('/l');
  });
});

describe('internet user filters', () => {
  it('reads booleans as the words the server takes', () => {
    const f = readFilters(
      new URLSearchParams('online=true&blacklisted=yes&deviceId=7'),
      USER_FILTERS,
    );
    expect(f).toEqual({ deviceId: 7, keyword: undefined, online: 'true', blacklisted: undefined });
    expect(boolOf(f.online)).toBe(true);
    expect(boolOf('false')).toBe(false);
    expect(boolOf(undefined)).toBeUndefined();
  });
});
