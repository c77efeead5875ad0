import { PanelPage } from '@/features/cpe/components/panel-page';

/** 5G快线 › 业务总览 (/control/5g-cpe/cpe-index/panel-customer). */
export function Component() {
  return <PanelPage />;
}
