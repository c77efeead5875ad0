import { Tabs } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from '@/lib/portal-nav';
import { PageBanner } from '@/components/portal/page-banner';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import {
  DEFAULT_NEWS_QUERY,
  newsQueryString,
  NewsTab,
  pagedTo,
  parseNewsQuery,
  type NewsListQuery,
} from '../list-query';
import { NewsList, type QueryChange } from './news-list';
import styles from './news.module.css';

/** The pager state the notice tab gets: same `page`/`pageSize` URL query as the news tab. */
export interface ListPaging {
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
}

interface NewsCenterPageProps {
  /** The notice tab's list (it belongs to the notices feature). */
  renderNotices: (paging: ListPaging) => ReactNode;
}

const TAB_META = {
  [NewsTab.NEWS]: {
    label: '新闻资讯',
    description: '5G专网运营平台新闻资讯：平台动态、5G-A 新技术与行业专网观察。',
  },
  [NewsTab.NOTICE]: {
    label: '平台公告',
    description: '5G专网运营平台公告：系统升级维护、业务规则与服务调整通知。',
  },
} as const;

/**
 * /news: news and platform notices as two tabs. Tab, page, page size and keyword live in
 * the URL query, so reload, back/forward and shared links keep the place.
 */
export function NewsCenterPage({ renderNotices }: NewsCenterPageProps) {
  const search = useSearchParams();
  const navigate = useNavigate();
  const query = parseNewsQuery(search);
  usePageMeta(TAB_META[query.tab].label, TAB_META[query.tab].description);

  const go = useCallback<QueryChange>(
    (next: NewsListQuery, options) => {
      void navigate({ search: newsQueryString(next) }, { replace: options?.replace });
    },
    [navigate],
  );

  const paging: ListPaging = {
    page: query.page,
    pageSize: query.pageSize,
    onChange: (page, pageSize) => go(pagedTo(query, page, pageSize)),
  };

  return (
    <>
      <PageBanner
        title="新闻资讯"
        crumbs={[{ label: '首页', to: paths.home }, { label: '新闻资讯' }]}
        lead="了解平台最新动态、5G-A 新技术进展与行业专网实践，查看系统维护与业务调整公告。"
      />
      <section className={styles.center}>
        <div className={styles.centerInner}>
          <Tabs
            activeKey={query.tab}
            onChange={(key) =>
              go({
                ...DEFAULT_NEWS_QUERY,
                tab: key === NewsTab.NOTICE ? NewsTab.NOTICE : NewsTab.NEWS,
              })
            }
            destroyOnHidden
            size="large"
            items={[
              {
                key: NewsTab.NEWS,
                label: TAB_META[NewsTab.NEWS].label,
                children: <NewsList query={query} onQueryChange={go} />,
              },
              {
                key: NewsTab.NOTICE,
                label: TAB_META[NewsTab.NOTICE].label,
                children: renderNotices(paging),
              },
            ]}
          />
        </div>
      </section>
    </>
  );
}
