import { paths } from '@/config/paths';

export const industryDeviceDetailPath = (id: number) =>
  paths.industryDeviceDetail.replace(':id', String(id));
