import { MARKET_APPLICATION_STATE_LABELS, type MarketApplicationState } from '@pn/shared';
import { Tag } from 'antd';

const COLORS: Record<MarketApplicationState, string> = { 0: 'default', 1: 'success', 2: 'warning' };

/** 草稿, 已发布 or 已撤回. */
export function ApplicationStateTag({ state }: { state: number }) {
  const key = (state in COLORS ? state : 0) as MarketApplicationState;
  return <Tag color={COLORS[key]}>{MARKET_APPLICATION_STATE_LABELS[key]}</Tag>;
}
