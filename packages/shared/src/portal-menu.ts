/**
 * The built-in portal header menu (spec §2: built in, sorted by sortNum), in the menu-item
 * shape of spec §3. Served by GET /user/platform/publicMenu.
 */
export interface PortalMenu {
  menuId: string;
  menuPid: string | null;
  menuName: string;
  sortNum: number;
  hidden: boolean;
  imageUrl: string;
  url: string;
  menuLevel: number;
  children: PortalMenu[];
}

const top = (menuId: string, menuName: string, url: string, sortNum: number): PortalMenu => ({
  menuId,
  menuPid: null,
  menuName,
  sortNum,
  hidden: false,
  imageUrl: '',
  url,
  menuLevel: 1,
  children: [],
});

export const PORTAL_MENUS: readonly PortalMenu[] = [
  top('home', '首页', '/home', 1),
  top('product', '产品', '/product/introduce/B1', 2),
  top('solution', '行业解决方案', '/solution', 3),
  top('case', '客户案例', '/case', 4),
  top('news', '新闻资讯', '/news', 5),
  top('support', '服务与支持', '/support', 6),
];
