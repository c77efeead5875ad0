import { paths } from '@/config/paths';

export const firmwareDetailPath = (id: number) =>
  paths.saasFirmwareDetail.replace(':id', String(id));
export const upgradeDetailPath = (id: number) => paths.saasUpgradeDetail.replace(':id', String(id));
