import { nav } from '@/locales/zh-CN/common';
import { hrefOf, paths } from './paths';

export interface PortalMenuItem {
  key: string;
  label: string;
  to: string;
  /** The item is highlighted for paths under this prefix. */
  activePrefix: string;
  sortNum: number;
}

/** The built-in portal header menu, in sortNum order (spec §2 header). */
export const portalMenu: readonly PortalMenuItem[] = [
  { key: 'home', label: nav.home, to: paths.home, activePrefix: paths.home, sortNum: 1 },
  {
    key: 'product',
    label: nav.product,
    to: hrefOf('productIntroduce', { type: 'B1' }),
    activePrefix: '/product',
    sortNum: 2,
  },
  {
    key: 'solution',
    label: nav.solution,
    to: paths.solution,
    activePrefix: paths.solution,
    sortNum: 3,
  },
  { key: 'case', label: nav.case, to: paths.case, activePrefix: paths.case, sortNum: 4 },
  { key: 'news', label: nav.news, to: paths.news, activePrefix: paths.news, sortNum: 5 },
  {
    key: 'support',
    label: nav.support,
    to: paths.support,
    activePrefix: paths.support,
    sortNum: 6,
  },
].sort((a, b) => a.sortNum - b.sortNum);

export function isMenuActive(item: PortalMenuItem, pathname: string): boolean {
  return pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`);
}
