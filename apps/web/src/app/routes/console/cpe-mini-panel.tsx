import { PanelPage } from '@/features/cpe/components/panel-page';

/** 5G快线 › 小微业务总览 (/control/5g-cpe/cpe-index/mini-panel): the same overview. */
export function Component() {
  return <PanelPage title="小微业务总览" />;
}
