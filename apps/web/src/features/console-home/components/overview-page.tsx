import {
  EnvironmentOutlined,
  IdcardOutlined,
  MobileOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { maskPhone } from '@pn/shared';
import { Card, Skeleton } from 'antd';
import { MenuQuickLinks } from '@/components/menu-quick-links';
import { useUserInfo } from '@/lib/account/get-user-info';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { groupsOfArea, type KnownScreen } from '@/lib/menu-tree';
import { useMenus } from '@/lib/permissions';
import { displayNameOf, useSession } from '@/lib/session';
import { accountText as text } from '@/locales/zh-CN/account';
import { consoleText } from '@/locales/zh-CN/common';
import { ConsoleWorkplace } from './console-workplace';
import styles from './overview.module.css';

/**
 * /control/home (首页概览): a welcome with the user's real name, department and region,
 * the workplace (figures, alarms, messages, applications) and the account's console menus.
 */
export function OverviewPage({ known }: { known: KnownScreen }) {
  useDocumentTitle(pageTitle(consoleText.title));
  const name = useSession(displayNameOf);
  const loginAccount = useSession((s) => s.loginInfo?.loginAccount ?? '');
  const user = useUserInfo();
  const { data: menus } = useMenus();
  const groups = menus ? groupsOfArea(menus.groups, 'console') : [];
  const region = [user.data?.provinceName, user.data?.cityName].filter(Boolean).join(' · ');
  const tel = user.data?.tel;

  return (
    <div className={styles.page}>
      <section className={styles.welcome}>
        <div>
          <h1 className={styles.greeting}>
            {text.greeting(new Date().getHours())}，{name}
          </h1>
          <p className={styles.subtitle}>{text.welcome}</p>
        </div>
        {user.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 2, width: ['60%', '40%'] }} />
        ) : (
          <ul className={styles.facts}>
            <li>
              <TeamOutlined />
              <span className={styles.factLabel}>{text.department}</span>
              <span>{user.data?.department || '-'}</span>
            </li>
            <li>
              <EnvironmentOutlined />
              <span className={styles.factLabel}>{text.region}</span>
              <span>{region || '-'}</span>
            </li>
            <li>
              <IdcardOutlined />
              <span className={styles.factLabel}>{text.loginAccount}</span>
              <span>{loginAccount || '-'}</span>
            </li>
            {tel ? (
              <li>
                <MobileOutlined />
                <span className={styles.factLabel}>{text.tel}</span>
                <span>{maskPhone(tel)}</span>
              </li>
            ) : null}
          </ul>
        )}
      </section>
      <ConsoleWorkplace groups={groups} />
      <Card title={text.quickLinks}>
        <MenuQuickLinks groups={groups} known={known} emptyText={text.quickLinksEmpty} />
      </Card>
    </div>
  );
}
