import { MiniPanelPage } from '@/features/cpe/components/mini-panel-page';

/** 5G快线 › 小微业务总览 (/control/5g-cpe/cpe-index/mini-panel). */
export function Component() {
  return <MiniPanelPage />;
}
