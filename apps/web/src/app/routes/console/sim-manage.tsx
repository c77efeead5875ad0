import { SimKind } from '@pn/shared';
import { SimManagePage } from '@/features/sim/manage/sim-manage-page';

/** /control/SIM/manage: 卡片管理. */
export function Component() {
  return <SimManagePage kind={SimKind.ORDINARY} />;
}
