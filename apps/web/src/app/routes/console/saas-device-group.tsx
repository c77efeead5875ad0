import { GroupsPage } from '@/features/cpe/components/groups-page';

/** 设备管理 › 设备分组: the one 终端分组 screen of the device stack. */
export function Component() {
  return <GroupsPage />;
}
