import { paths } from '@/config/paths';

/** The detail page of one gateway. */
export const cpeDetailPath = (id: number) => paths.cpeDetail.replace(':id', String(id));

/** 卡片管理 showing one card (the gateway's SIM). */
export const simCardPath = (iccid: string) =>
  `${paths.simManage}?keyword=${encodeURIComponent(iccid)}`;

/** The private-network DNN instance a gateway uses. */
export const dnnDetailPath = (id: number) => paths.orderedA2CaseDetail.replace(':id', String(id));

/** 上网用户 of one gateway. */
export const deviceUsersPath = (deviceId: number) => `${paths.cpeUsers}?deviceId=${deviceId}`;
