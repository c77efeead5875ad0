import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MenuQuickLinks } from '@/components/menu-quick-links';
import { paths } from '@/config/paths';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { groupsOfArea, type KnownScreen } from '@/lib/menu-tree';
import { useMenus } from '@/lib/permissions';
import { accountText as text } from '@/locales/zh-CN/account';
import styles from './tourist.module.css';

interface TouristHomeProps {
  known: KnownScreen;
  /** The demo enterprise's figures (composed by the route from the domains that own them). */
  overview?: ReactNode;
}

/**
 * /tourist/control: the visitor console's first page: the invitation to register, the
 * demo enterprise's overview, and tiles for the screens the visitor can browse.
 */
export function TouristHome({ known, overview }: TouristHomeProps) {
  useDocumentTitle(pageTitle(text.visitorTitle));
  const { data: menus } = useMenus();
  const groups = menus ? groupsOfArea(menus.groups, 'tourist') : [];
  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <section className={styles.banner}>
        <div>
          <h1 className={styles.title}>{text.visitorTitle}</h1>
          <p className={styles.detail}>{text.visitorCta}</p>
        </div>
        <Space wrap>
          <Link to={paths.registCustomer}>
            <Button type="primary">{text.visitorRegister}</Button>
          </Link>
          <Link to={paths.login}>
            <Button ghost>{text.visitorLogin}</Button>
          </Link>
        </Space>
      </section>
      {overview}
      <Card title={text.quickLinks}>
        <MenuQuickLinks groups={groups} known={known} emptyText={text.quickLinksEmpty} />
      </Card>
    </Space>
  );
}
