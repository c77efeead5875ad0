import { ProbeManagePage } from '@/features/sim/probe/probe-pages';

/** /control/SIM/probe-card/manage: 探针卡管理. */
export function Component() {
  return <ProbeManagePage />;
}
