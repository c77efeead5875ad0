import { MiniGroupPage } from '@/features/cpe/components/mini-group-page';

/** 5G快线 › 小微分组 (/control/5g-cpe/cpe-index/mini-group). */
export function Component() {
  return <MiniGroupPage />;
}
