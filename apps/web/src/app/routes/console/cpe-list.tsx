import { DeviceListPage } from '@/features/cpe/components/device-list-page';

/** 5G快线 › 终端列表. */
export function Component() {
  return <DeviceListPage />;
}
