import type { StatKind } from '@pn/shared';
import { paths } from '@/config/paths';

/** The statistics screen charting one line or DNN. */
export const statisticPath = (kind: StatKind, id: number) =>
  `${paths.a7Statistic}?kind=${kind}&id=${id}`;

/** The console screens of each ordered business (menu portal URLs), by business type. */
export const BUSINESS_SCREENS: Readonly<Record<string, string>> = {
  A1: '/control/ordered/A1/business',
  A2: '/control/ordered/A2/case',
};

/** The customer's detail page of an order. */
export const orderDetailPath = (id: number) => `${paths.userOrderDetail}?id=${id}`;
