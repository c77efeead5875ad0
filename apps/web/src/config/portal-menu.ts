import { nav } from '@/locales/zh-CN/common';
import { hrefOf, paths } from './paths';

export interface PortalMenuItem {
  key: string;
  label: string;
  to: string;
  /** The item is highlighted for paths under this prefix. */
  activePrefix: string;
  sortNum: number;
  /** The hover panel of the item: the product mega-menu or a list grouped by industry. */
  panel?: PortalMenuPanel;
}

export type PortalMenuPanel = 'product' | 'solution' | 'case';

/** The built-in portal header menu, in sortNum order (spec §2 header). */
export const portalMenu: readonly PortalMenuItem[] = (
  [
    { key: 'home', label: nav.home, to: paths.home, activePrefix: paths.home, sortNum: 1 },
    {
      key: 'product',
      label: nav.product,
      to: hrefOf('productIntroduce', { type: 'B1' }),
      activePrefix: '/product',
      sortNum: 2,
      panel: 'product',
    },
    {
      key: 'solution',
      label: nav.solution,
      to: paths.solution,
      activePrefix: paths.solution,
      sortNum: 3,
      panel: 'solution',
    },
    {
      key: 'case',
      label: nav.case,
      to: paths.case,
      activePrefix: paths.case,
      sortNum: 4,
      panel: 'case',
    },
    {
      key: 'application',
      label: nav.application,
      to: paths.application,
      activePrefix: paths.application,
      sortNum: 5,
    },
    { key: 'news', label: nav.news, to: paths.news, activePrefix: paths.news, sortNum: 6 },
    {
      key: 'support',
      label: nav.support,
      to: paths.support,
      activePrefix: paths.support,
      sortNum: 7,
    },
  ] satisfies PortalMenuItem[]
).sort((a, b) => a.sortNum - b.sortNum);

export function isMenuActive(item: PortalMenuItem, pathname: string): boolean {
  return pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`);
}
