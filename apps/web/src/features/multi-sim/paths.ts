import { paths } from '@/config/paths';

/** The detail page of a multi-SIM device. */
export const sxDeviceDetailPath = (id: number) => paths.sxDeviceDetail.replace(':id', String(id));

/** 设备绑定 with the device already picked. */
export const sxBoundPath = (deviceId: number) => `${paths.sxBound}?deviceId=${deviceId}`;

/** 绑定日志 of one device. */
export const sxLogPath = (deviceId: number) => `${paths.sxLog}?deviceId=${deviceId}`;

/** The card in the SIM screens (卡片管理, searched by its ICCID). */
export const simCardPath = (iccid: string) =>
  `${paths.simManage}?keyword=${encodeURIComponent(iccid)}`;
