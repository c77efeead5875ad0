import { DEVICE_ONLINE_STATE_LABELS, type DeviceOnlineState } from '@pn/shared';
import { Badge } from 'antd';

const STATUS: Record<DeviceOnlineState, 'success' | 'error' | 'default'> = {
  online: 'success',
  offline: 'error',
  inactive: 'default',
};

/** 在线 / 离线 / 未激活 of a gateway or multi-SIM device (5G快线, 5G多卡). */
export function DeviceOnlineTag({ state }: { state: DeviceOnlineState }) {
  return <Badge status={STATUS[state]} text={DEVICE_ONLINE_STATE_LABELS[state]} />;
}
