import { ArrowLeftOutlined, MenuOutlined, SwapOutlined } from '@ant-design/icons';
import { SIDE_MENU_WIDTH } from '@pn/shared';
import { Breadcrumb, Drawer, Layout, Menu, type MenuProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { LogoMark } from '@/components/logo';
import { MenuIcon } from '@/components/menu-icon';
import { MenuLink } from '@/components/menu-link';
import { UserMenu } from '@/components/user-menu';
import { NoticeBell } from './notice-bell';
import { paths } from '@/config/paths';
import {
  AREA_ROOT,
  firstScreenOf,
  groupsOfArea,
  hasArea,
  selectedUrlsOf,
  sideMenuOf,
  activeGroupOf,
  type KnownScreen,
  type MenuArea,
  type SideMenuEntry,
  isPermitted,
} from '@/lib/menu-tree';
import { useMenus } from '@/lib/permissions';
import { crumbsOf } from '@/lib/route-handle';
import { APP_TITLE, consoleText } from '@/locales/zh-CN/common';
import styles from './console-layout.module.css';

const AREA_TITLE: Record<MenuArea, string> = {
  console: consoleText.title,
  tourist: consoleText.touristTitle,
  admin: consoleText.adminTitle,
};

function toMenuItems(entries: SideMenuEntry[]): NonNullable<MenuProps['items']> {
  return entries.flatMap((entry) => {
    const icon = entry.icon ? <MenuIcon name={entry.icon} /> : undefined;
    let label: ReactNode = entry.label;
    if (entry.to && !entry.disabled) label = <Link to={entry.to}>{entry.label}</Link>;
    else if (entry.href) {
      label = (
        <MenuLink href={entry.href} ticketMenuId={entry.ticketMenuId}>
          {entry.label}
        </MenuLink>
      );
    } else if (entry.disabled && !entry.children) {
      label = (
        <>
          <span title={consoleText.comingSoonTip}>{entry.label}</span>
          <span className={styles.soon}>{consoleText.comingSoon}</span>
        </>
      );
    }
    const item = entry.children
      ? {
          key: entry.key,
          icon,
          label,
          disabled: entry.disabled,
          children: toMenuItems(entry.children),
        }
      : { key: entry.key, icon, label, disabled: entry.disabled };
    return entry.dividerAfter ? [item, { type: 'divider' as const }] : [item];
  });
}

/** Keys of the folders holding `key`, for the side menu's open state. */
function ancestorKeys(entries: SideMenuEntry[], key: string, trail: string[] = []): string[] {
  for (const entry of entries) {
    if (entry.key === key || entry.key === `${key}#self`) return trail;
    if (entry.children) {
      const found = ancestorKeys(entry.children, key, [...trail, entry.key]);
      if (found.length || entry.children.some((c) => c.key === key)) return found;
    }
  }
  return [];
}

/** The breadcrumb of the matched routes (spec §2; the console root shows as 工作台). */
function ConsoleBreadcrumb() {
  const matches = useMatches();
  const crumbs = matches.flatMap((match, i) =>
    crumbsOf(match.handle, match.pathname).map((c, j) => ({ ...c, key: `${match.id}-${i}-${j}` })),
  );
  const items = crumbs.map((c, i) => ({
    key: c.key,
    title: i < crumbs.length - 1 && c.path ? <Link to={c.path}>{c.title}</Link> : c.title,
  }));
  return <Breadcrumb className={styles.breadcrumb} items={items} />;
}

interface ConsoleLayoutProps {
  area: MenuArea;
  /** Whether this build has a screen for a portalUrl (the app's screen registry). */
  known: KnownScreen;
  /** Shown at the right of the header, before the links (the visitor console's badge and buttons). */
  headerExtra?: ReactNode;
  children: ReactNode;
}

/**
 * The logged-in shell (console, visitor console, back office): header with the area's
 * menu groups, a 170 px side menu for the active group, breadcrumb. Menus come from the
 * server (GET productMenu), already loaded by the area's guard.
 */
export function ConsoleLayout({ area, known, headerExtra, children }: ConsoleLayoutProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: menus } = useMenus();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A header group picked while on this path; navigating elsewhere forgets it.
  const [picked, setPicked] = useState<{ id: string; pathname: string } | null>(null);

  const allGroups = useMemo(() => menus?.groups ?? [], [menus]);
  const groups = useMemo(() => groupsOfArea(allGroups, area), [allGroups, area]);
  const active =
    (picked?.pathname === pathname && groups.find((g) => g.id === picked.id)) ||
    activeGroupOf(pathname, groups) ||
    groups[0];

  const entries = useMemo(
    () => (active ? sideMenuOf(active, known, consoleText.dashboard) : []),
    [active, known],
  );
  const selected = active ? selectedUrlsOf(pathname, [active]) : [];
  const selectedKeys = selected.flatMap((k) => [k, `${k}#self`]);
  // Folders the user opened or closed on this path; a new path also opens its own folder.
  const [openState, setOpenState] = useState({ pathname: '', keys: [] as string[] });
  const defaultOpen = selected[0] ? ancestorKeys(entries, selected[0]) : [];
  const menuOpenKeys =
    openState.pathname === pathname
      ? openState.keys
      : [...new Set([...openState.keys, ...defaultOpen])];

  const onGroupClick = (id: string) => {
    const group = groups.find((g) => g.id === id);
    if (!group) return;
    const first = firstScreenOf(group, known);
    if (first) void navigate(first);
    else setPicked({ id, pathname });
  };

  const otherArea: { to: string; label: string } | null =
    area === 'admin'
      ? hasArea(allGroups, 'console')
        ? { to: paths.control, label: consoleText.toConsole }
        : null
      : area === 'console' && hasArea(allGroups, 'admin')
        ? { to: AREA_ROOT.admin, label: consoleText.toAdmin }
        : null;

  const sideMenu = (
    <Menu
      mode="inline"
      items={toMenuItems(entries)}
      selectedKeys={selectedKeys}
      openKeys={menuOpenKeys}
      onOpenChange={(keys) => setOpenState({ pathname, keys })}
      onClick={() => setDrawerOpen(false)}
      className={styles.menu}
    />
  );

  return (
    <Layout className={styles.layout}>
      <Layout.Header className={styles.header}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={consoleText.openMenu}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuOutlined />
        </button>
        <Link to={paths.home} className={styles.brand} aria-label={APP_TITLE}>
          <LogoMark size={28} />
          <span className={styles.brandText}>{APP_TITLE}</span>
        </Link>
        <nav className={styles.groups} aria-label={AREA_TITLE[area]}>
          {groups.map((group) => (
            <button
              key={group.id}
              type="button"
              className={styles.group}
              aria-current={group.id === active?.id ? 'page' : undefined}
              onClick={() => onGroupClick(group.id)}
            >
              {group.name}
            </button>
          ))}
        </nav>
        <div className={styles.headerRight}>
          {headerExtra}
          {otherArea ? (
            <Link to={otherArea.to} className={styles.headerLink}>
              <SwapOutlined />
              <span className={styles.headerLinkText}>{otherArea.label}</span>
            </Link>
          ) : null}
          <Link to={paths.home} className={styles.headerLink}>
            <ArrowLeftOutlined />
            <span className={styles.headerLinkText}>{consoleText.portal}</span>
          </Link>
          {isPermitted(allGroups, paths.userNotice) ? <NoticeBell /> : null}
          <UserMenu />
        </div>
      </Layout.Header>
      <Layout hasSider>
        <Layout.Sider width={SIDE_MENU_WIDTH} theme="light" className={styles.sider}>
          {entries.length ? sideMenu : <p className={styles.menuTip}>{consoleText.noMenus}</p>}
        </Layout.Sider>
        <Layout.Content className={styles.content}>
          <ConsoleBreadcrumb />
          {children}
        </Layout.Content>
      </Layout>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="left"
        size={240}
        title={active?.name ?? consoleText.menuTitle}
        styles={{ body: { padding: 0 } }}
      >
        {entries.length ? sideMenu : <p className={styles.menuTip}>{consoleText.noMenus}</p>}
      </Drawer>
    </Layout>
  );
}
