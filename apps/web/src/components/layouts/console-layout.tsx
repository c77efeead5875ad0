import { ArrowLeftOutlined, DashboardOutlined } from '@ant-design/icons';
import { SIDE_MENU_WIDTH } from '@pn/shared';
import { Breadcrumb, Layout, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import { crumbOf } from '@/lib/route-handle';
import { LogoMark } from '@/components/logo';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { APP_TITLE, consoleText } from '@/locales/zh-CN/common';
import styles from './console-layout.module.css';

export interface ConsoleMenuItem {
  path: string;
  label: string;
  icon?: ReactNode;
}

interface ConsoleLayoutProps {
  /** Area name next to the logo (控制台 / 运营后台). */
  title: string;
  /** Side menu entries; the identity issue fills them from the server's menus. */
  menu: ConsoleMenuItem[];
  children: ReactNode;
}

/** Header, 170 px side menu and breadcrumb of the logged-in areas. */
export function ConsoleLayout({ title, menu, children }: ConsoleLayoutProps) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const userName = useSession((s) => s.loginInfo?.name || s.loginInfo?.username || '');

  const crumbs = matches.flatMap((match) => {
    const crumb = crumbOf(match.handle);
    return crumb ? [{ key: match.id, crumb, pathname: match.pathname }] : [];
  });
  const breadcrumbItems = crumbs.map((c, i) => ({
    key: c.key,
    title: i < crumbs.length - 1 ? <Link to={c.pathname}>{c.crumb}</Link> : c.crumb,
  }));

  const items: MenuProps['items'] = menu.map((item) => ({
    key: item.path,
    icon: item.icon ?? <DashboardOutlined />,
    label: <Link to={item.path}>{item.label}</Link>,
  }));
  const selected = menu
    .filter((m) => pathname === m.path || pathname.startsWith(`${m.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;

  return (
    <Layout className={styles.layout}>
      <Layout.Header className={styles.header}>
        <Link to={paths.home} className={styles.brand} aria-label={APP_TITLE}>
          <LogoMark size={28} />
          <span>{APP_TITLE}</span>
        </Link>
        <span className={styles.area}>{title}</span>
        <div className={styles.headerRight}>
          <Link to={paths.home} className={styles.portalLink}>
            <ArrowLeftOutlined />
            {consoleText.portal}
          </Link>
          {userName ? <span className={styles.user}>{userName}</span> : null}
        </div>
      </Layout.Header>
      <Layout hasSider>
        <Layout.Sider
          width={SIDE_MENU_WIDTH}
          theme="light"
          className={styles.sider}
          breakpoint="md"
          collapsedWidth={0}
        >
          <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} />
          <p className={styles.menuTip}>{consoleText.menuTip}</p>
        </Layout.Sider>
        <Layout.Content className={styles.content}>
          <Breadcrumb className={styles.breadcrumb} items={breadcrumbItems} />
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
