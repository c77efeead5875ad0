import { SimKind } from '@pn/shared';
import { SimOverviewPage } from '@/features/sim/overview/sim-overview-page';

/** /control/SIM/overview: 卡片概览. */
export function Component() {
  return <SimOverviewPage kind={SimKind.ORDINARY} />;
}
