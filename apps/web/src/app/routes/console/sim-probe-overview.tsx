import { ProbeOverviewPage } from '@/features/sim/probe/probe-pages';

/** /control/SIM/probe-card/overview: 探针卡概览. */
export function Component() {
  return <ProbeOverviewPage />;
}
