import { Card, Tabs } from 'antd';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { industryAdminText as text } from '../text';
import { industryScreenParams, patchSearch, type Tab } from '../utils/screen-params';
import { IndustriesTab } from './industries-tab';
import styles from './industry-admin.module.css';
import { LinksTab } from './links-tab';
import { ScenesTab } from './scenes-tab';
import type { UpdateSearch } from './types';

/**
 * 行业与场景: industries, application scenes, and the links that show a scene under
 * further industries, one tab each; tab, filters, page and open editor live in the address.
 */
export function IndustryAdminPage() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => industryScreenParams(search), [search]);

  const update: UpdateSearch = useCallback(
    (patch, options) => setSearch((prev) => patchSearch(prev, patch), options),
    [setSearch],
  );

  return (
    <div className={styles.page}>
      <Card>
        <h1 style={{ margin: '0 0 4px', fontSize: 20 }}>{text.title}</h1>
        <p className={styles.intro}>{text.intro}</p>
      </Card>
      <Card>
        <Tabs
          activeKey={params.tab}
          onChange={(tab) => update({ tab: tab as Tab })}
          destroyOnHidden
          items={[
            {
              key: 'industries',
              label: text.tabIndustries,
              children: (
                <IndustriesTab
                  search={search}
                  query={params.industries}
                  edit={params.edit}
                  update={update}
                />
              ),
            },
            {
              key: 'scenes',
              label: text.tabScenes,
              children: (
                <ScenesTab
                  search={search}
                  query={params.scenes}
                  edit={params.edit}
                  update={update}
                />
              ),
            },
            {
              key: 'links',
              label: text.tabLinks,
              children: <LinksTab industryId={params.linkIndustry} update={update} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
