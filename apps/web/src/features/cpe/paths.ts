import type { MiniServiceState } from '@pn/shared';
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

/** The detail page of one 小微业务 subscription. */
export const miniServiceDetailPath = (id: number) =>
  paths.cpeMiniServiceDetail.replace(':id', String(id));

/** 小微业务 filtered by state or group, or showing the subscriptions ending soon. */
export function miniServiceListPath(
  filters: { state?: MiniServiceState; groupId?: number; expiring?: boolean } = {},
) {
  const search = new URLSearchParams();
  if (filters.state) search.set('state', filters.state);
  if (filters.groupId !== undefined) search.set('groupId', String(filters.groupId));
  if (filters.expiring) search.set('expiring', 'true');
  const qs = search.toString();
  return qs ? `${paths.cpeMiniService}?${qs}` : paths.cpeMiniService;
}
