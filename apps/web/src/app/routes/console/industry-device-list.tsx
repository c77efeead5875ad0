import { DeviceListPage } from '@/features/industry/components/device-list-page';

/** 行业终端. */
export function Component() {
  return <DeviceListPage />;
}
