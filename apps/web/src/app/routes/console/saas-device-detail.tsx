import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { SaasDeviceDetail } from './saas-device-detail-view';
import { idOf } from '@/features/saas/components/model-detail-page';

/** 设备管理 › 设备列表 › 设备详情 (device/list/:id): the gateway's or multi-SIM device's detail. */
export function Component() {
  return <SaasDeviceDetail id={idOf(useParams().id)} backTo={paths.saasDevices} />;
}
