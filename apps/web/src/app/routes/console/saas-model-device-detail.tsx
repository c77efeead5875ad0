import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { SaasDeviceDetail } from './saas-device-detail-view';
import { idOf } from '@/features/saas/components/model-detail-page';
import { modelDetailPath } from '@/features/saas/paths';

/** 设备管理 › 型号管理 › 设备详情 (model/device-detail?id=&modelId=): back to the model. */
export function Component() {
  const [search] = useSearchParams();
  const modelId = idOf(search.get('modelId'));
  return (
    <SaasDeviceDetail
      id={idOf(search.get('id'))}
      backTo={modelId ? modelDetailPath(modelId) : paths.saasModels}
    />
  );
}
