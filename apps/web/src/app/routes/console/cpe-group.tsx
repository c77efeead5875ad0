import { GroupsPage } from '@/features/cpe/components/groups-page';

/** 5G快线 › 终端分组. */
export function Component() {
  return <GroupsPage />;
}
