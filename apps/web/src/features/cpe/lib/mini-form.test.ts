import {
  MiniMessages,
  MiniServiceCreateSchema,
  MiniServiceUpdateSchema,
  type MiniService,
} from '@pn/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  MINI_DEFAULT_TERM,
  miniCreateInputOf,
  miniServiceFormValues,
  miniUpdateInputOf,
} from './mini-form';

const service: MiniService = {
  id: 5,
  serviceNo: 'XW20261125000001',
  shopName: '南山街口便利店',
  contactName: '李四',
  contactPhone: '13800138000',
  address: '',
  packageId: 2,
  packageName: '商铺标准版',
  downMbps: 100,
  upMbps: 20,
  monthlyGb: 100,
  monthlyFee: 199,
  deviceId: 9,
  serial: 'CPE-SZ-0009',
  deviceName: '',
  onlineState: 'online',
  groupId: null,
  groupName: null,
  state: 'active',
  startDate: '2026-11-01',
  endDate: '2027-11-01',
  daysLeft: 340,
  remark: '',
  custName: '演示企业',
  createdAt: '2026-11-01T02:00:00.000Z',
};

describe('the 小微业务 form', () => {
  it('starts a new subscription today for a year', () => {
    const today = dayjs('2026-11-25T15:30:00');
    const values = miniServiceFormValues(null, today);
    expect(values.startDate?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-25 00:00');
    expect(values.termMonths).toBe(MINI_DEFAULT_TERM);
    expect(values.packageId).toBeUndefined();
  });

  it('sends what the server schema takes: the date as text, no group as null', () => {
    const values = {
      ...miniServiceFormValues(null, dayjs('2026-11-25')),
      shopName: ' 南山街口便利店 ',
      contactName: '李四',
      contactPhone: '13800138000',
      packageId: 2,
      deviceId: 9,
    };
    const input = miniCreateInputOf(values);
    expect(input).toMatchObject({ startDate: '2026-11-25', termMonths: 12, groupId: null });
    expect(MiniServiceCreateSchema.parse(input)).toMatchObject({
      shopName: '南山街口便利店',
      startDate: '2026-11-25',
      groupId: null,
      address: '',
      remark: '',
    });
  });

  it('leaves the checks to the shared schema (a missing date, a bad phone)', () => {
    const values = {
      ...miniServiceFormValues(service),
      startDate: null,
      termMonths: 12,
      contactPhone: '1380013',
    };
    const issues = MiniServiceCreateSchema.safeParse(miniCreateInputOf(values)).error!.issues;
    expect(issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([MiniMessages.START_DATE_INVALID, MiniMessages.CONTACT_PHONE_INVALID]),
    );
  });

  it('edits a subscription without its start date and term', () => {
    const values = miniServiceFormValues(service);
    expect(values).not.toHaveProperty('startDate');
    expect(values).toMatchObject({ deviceId: 9, groupId: undefined, packageId: 2 });
    const input = miniUpdateInputOf({ ...values, groupId: 3 });
    expect(input).not.toHaveProperty('startDate');
    expect(MiniServiceUpdateSchema.parse(input)).toMatchObject({ groupId: 3, deviceId: 9 });
  });

  it('asks for a gateway again when the subscription lost its own', () => {
    const values = miniServiceFormValues({ ...service, deviceId: null, serial: null });
    expect(values.deviceId).toBeUndefined();
    const issues = MiniServiceUpdateSchema.safeParse(miniUpdateInputOf(values)).error!.issues;
    expect(issues.map((i) => i.message)).toContain(MiniMessages.DEVICE_REQUIRED);
  });
});
