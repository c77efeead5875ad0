import { Alert, Card, Skeleton } from 'antd';
import { Link } from 'react-router';
import { DeviceMessages } from '@pn/shared';
import { useAreaPath } from '@/components/read-only/read-only';
import { DataState } from '@/components/data-state';
import { DeviceDetailPage } from '@/features/cpe/components/device-detail-page';
import { SxDeviceDetailPage } from '@/features/multi-sim/components/sx-device-detail-page';
import { useSaasDeviceBrief } from '@/features/saas/api/queries';

/**
 * 设备管理: a managed device's detail, whichever its kind: the 5G快线 gateway detail or the 5G多卡
 * device detail, mounted here with 返回 leading back to `backTo`.
 */
export function SaasDeviceDetail({ id, backTo }: { id: number | undefined; backTo: string }) {
  const brief = useSaasDeviceBrief(id);
  const inArea = useAreaPath();
  if (id === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={DeviceMessages.DEVICE_NOT_FOUND}
        action={<Link to={inArea(backTo)}>返回列表</Link>}
      />
    );
  }
  if (brief.isPending) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  return (
    <DataState query={brief}>
      {brief.data?.kind === 'multiSim' ? (
        <SxDeviceDetailPage id={id} backTo={backTo} />
      ) : (
        <DeviceDetailPage id={id} backTo={backTo} />
      )}
    </DataState>
  );
}
