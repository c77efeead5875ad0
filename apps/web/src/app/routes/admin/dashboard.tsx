import { Card, Descriptions, Space } from 'antd';
import { provinceName } from '@pn/shared';
import { MenuQuickLinks } from '@/components/menu-quick-links';
import { useLevelInfo } from '@/lib/account/get-level-info';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { groupsOfArea } from '@/lib/menu-tree';
import { useMenus } from '@/lib/permissions';
import { displayNameOf, useSession } from '@/lib/session';
import { accountText, levelLabels } from '@/locales/zh-CN/account';
import { consoleText } from '@/locales/zh-CN/common';
import { isKnownScreen } from '@/lib/known-screens';

/** /admin: the back office's first page, with the administrator's level and menus. */
export function Component() {
  useDocumentTitle(pageTitle(consoleText.adminTitle));
  const name = useSession(displayNameOf);
  const level = useLevelInfo();
  const { data: menus } = useMenus();
  const groups = menus ? groupsOfArea(menus.groups, 'admin') : [];
  const lv = level.data?.level;
  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
      <Card>
        <h1 style={{ margin: '0 0 4px', fontSize: 20 }}>
          {consoleText.adminDashboardTitle}，{name}
        </h1>
        <p style={{ margin: '0 0 16px', color: '#5b6b82' }}>{consoleText.adminDashboardDetail}</p>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: 'level',
              label: accountText.adminLevel,
              children: lv !== undefined && lv !== null ? levelLabels[lv] : '-',
            },
            {
              key: 'scope',
              label: accountText.adminScope,
              children: provinceName(level.data?.beId) || '-',
            },
            { key: 'area', label: accountText.areaCode, children: level.data?.areaCode || '-' },
          ]}
        />
      </Card>
      <Card title={accountText.quickLinks}>
        <MenuQuickLinks
          groups={groups}
          known={isKnownScreen}
          emptyText={accountText.quickLinksEmpty}
        />
      </Card>
    </Space>
  );
}
