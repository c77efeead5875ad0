import { paths } from '@/config/paths';

export const modelDetailPath = (id: number) => `${paths.saasModelDetail}?id=${id}`;
export const modelDeviceDetailPath = (id: number, modelId?: number) =>
  `${paths.saasModelDeviceDetail}?id=${id}${modelId ? `&modelId=${modelId}` : ''}`;
export const deviceDetailPath = (id: number) => paths.saasDeviceDetail.replace(':id', String(id));
export const clientDetailPath = (id: number) => paths.saasClientDetail.replace(':id', String(id));
export const ecoDetailPath = (id: number) => `${paths.saasEcoDetail}?id=${id}`;
/** 设备列表 with filters set (links from the overview and the statistics). */
export const deviceListHref = (filters: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) =>
      v === undefined || v === '' ? [] : [[k, String(v)]],
    ),
  ).toString();
  return search ? `${paths.saasDevices}?${search}` : paths.saasDevices;
};
export const clientListHref = (deviceId: number) => `${paths.saasClients}?deviceId=${deviceId}`;
export const firmwareDetailPath = (id: number) =>
  paths.saasFirmwareDetail.replace(':id', String(id));
export const upgradeDetailPath = (id: number) => paths.saasUpgradeDetail.replace(':id', String(id));
