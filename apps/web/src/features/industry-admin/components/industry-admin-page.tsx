import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { AdminListHeader, adminListStyles } from '@/components/admin/admin-list-parts';
import { industryAdminText as text } from '../text';
import { tabOf } from '../utils/screen-params';
import { IndustriesTab } from './industries-tab';
import { LinksTab } from './links-tab';
import { ScenesTab } from './scenes-tab';

/**
 * 行业与场景: industries, application scenes, and the links that show a scene under
 * further industries, one tab each; tab, filters, page and open editor live in the address.
 */
export function IndustryAdminPage() {
  const [search, setSearch] = useSearchParams();

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <Card>
        <Tabs
          activeKey={tabOf(search)}
          // A new tab starts afresh: the filters of one mean nothing on another.
          onChange={(tab) => setSearch({ tab })}
          destroyOnHidden
          items={[
            { key: 'industries', label: text.tabIndustries, children: <IndustriesTab /> },
            { key: 'scenes', label: text.tabScenes, children: <ScenesTab /> },
            { key: 'links', label: text.tabLinks, children: <LinksTab /> },
          ]}
        />
      </Card>
    </div>
  );
}
