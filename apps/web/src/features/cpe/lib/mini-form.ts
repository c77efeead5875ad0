import type { MiniService, MiniServiceCreateInput, MiniServiceUpdateInput } from '@pn/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** The term a new subscription starts with, in months. */
export const MINI_DEFAULT_TERM = 12;
/** The date format the API takes for a start date. */
export const MINI_DATE_FORMAT = 'YYYY-MM-DD';

/** The values of the 新增 / 编辑小微业务 form (start date and term only when adding). */
export interface MiniServiceFormValues {
  shopName: string;
  contactName: string;
  contactPhone: string;
  address: string;
  packageId?: number | undefined;
  deviceId?: number | undefined;
  groupId?: number | undefined;
  startDate?: Dayjs | null | undefined;
  termMonths?: number | undefined;
  remark: string;
}

/** The form filled from a subscription, or a new one starting today for a year. */
export function miniServiceFormValues(
  service: MiniService | null,
  today: Dayjs = dayjs(),
): MiniServiceFormValues {
  if (!service) {
    return {
      shopName: '',
      contactName: '',
      contactPhone: '',
      address: '',
      startDate: today.startOf('day'),
      termMonths: MINI_DEFAULT_TERM,
      remark: '',
    };
  }
  return {
    shopName: service.shopName,
    contactName: service.contactName,
    contactPhone: service.contactPhone,
    address: service.address,
    packageId: service.packageId,
    deviceId: service.deviceId ?? undefined,
    groupId: service.groupId ?? undefined,
    remark: service.remark,
  };
}

/** The 编辑 body: the shop, contact, package, gateway and group (no group is null). */
export function miniUpdateInputOf(values: MiniServiceFormValues): MiniServiceUpdateInput {
  return {
    shopName: values.shopName,
    contactName: values.contactName,
    contactPhone: values.contactPhone,
    address: values.address ?? '',
    packageId: values.packageId,
    deviceId: values.deviceId,
    groupId: values.groupId ?? null,
    remark: values.remark ?? '',
  };
}

/** The 新增 body: the same, with the start date as YYYY-MM-DD and the term. */
export function miniCreateInputOf(values: MiniServiceFormValues): MiniServiceCreateInput {
  return {
    ...miniUpdateInputOf(values),
    startDate: values.startDate ? values.startDate.format(MINI_DATE_FORMAT) : '',
    termMonths: values.termMonths,
  };
}
