import { ServiceInfoPage } from '@/features/sim/service-info/service-info-page';

/** /control/SIM/manage/serviceInfo: 业务办理查询 (a sub-page of 卡片管理). */
export function Component() {
  return <ServiceInfoPage />;
}
