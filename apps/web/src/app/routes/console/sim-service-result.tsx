import { ServiceResultPage } from '@/features/sim/service-info/service-result-page';

/** /control/SIM/manage/serviceInfo/result?requestId=: 办理结果 (a sub-page of 卡片管理). */
export function Component() {
  return <ServiceResultPage />;
}
