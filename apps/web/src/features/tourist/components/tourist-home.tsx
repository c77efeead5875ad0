import { EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space } from 'antd';
import { Link } from 'react-router';
import { MenuQuickLinks } from '@/components/menu-quick-links';
import { paths } from '@/config/paths';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { groupsOfArea, type KnownScreen } from '@/lib/menu-tree';
import { useMenus } from '@/lib/permissions';
import { accountText as text } from '@/locales/zh-CN/account';
import styles from './tourist.module.css';

/** /tourist/control: the read-only visitor console's first page. */
export function TouristHome({ known }: { known: KnownScreen }) {
  useDocumentTitle(pageTitle(text.visitorTitle));
  const { data: menus } = useMenus();
  const groups = menus ? groupsOfArea(menus.groups, 'tourist') : [];
  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <Alert type="info" showIcon icon={<EyeOutlined />} title={text.visitorNotice} />
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
      <Card title={text.quickLinks}>
        <MenuQuickLinks groups={groups} known={known} emptyText={text.quickLinksEmpty} />
      </Card>
    </Space>
  );
}
