import { CONTENT_LIMITS, PAGE_SIZE_OPTIONS } from '@pn/shared';
import { Input, Pagination } from 'antd';
import { useEffect } from 'react';
import { QueryState } from '@/components/portal/query-state';
import { useNewsList } from '../api/get-news-list';
import { pagedTo, type NewsListQuery } from '../list-query';
import { NewsCard } from './news-card';
import styles from './news.module.css';

export type QueryChange = (next: NewsListQuery, options?: { replace?: boolean }) => void;

interface NewsListProps {
  query: NewsListQuery;
  onQueryChange: QueryChange;
}

/** The news tab: title search, the server-paged list of cards and the pager. */
export function NewsList({ query, onQueryChange }: NewsListProps) {
  const { page, pageSize, keyword } = query;
  const list = useNewsList({ page, pageSize, keyword });
  const result = list.data;
  const lastPage = result ? Math.max(1, Math.ceil(result.total / pageSize)) : 1;

  // A page past the end (an old link, a list that shrank) shows the last page instead.
  useEffect(() => {
    if (result && !list.isPlaceholderData && result.total > 0 && page > lastPage) {
      onQueryChange({ ...query, page: lastPage }, { replace: true });
    }
  }, [result, list.isPlaceholderData, page, lastPage, query, onQueryChange]);

  return (
    <div>
      <search className={styles.toolbar}>
        <Input.Search
          // Remounts when the URL keyword changes (back/forward) so the box shows it.
          key={keyword}
          defaultValue={keyword}
          className={styles.search}
          placeholder="搜索资讯标题"
          aria-label="搜索新闻资讯"
          maxLength={CONTENT_LIMITS.keyword}
          allowClear
          enterButton="搜索"
          onSearch={(value) => {
            const next = value.trim();
            if (next !== keyword) onQueryChange({ ...query, keyword: next, page: 1 });
          }}
        />
      </search>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={result?.total === 0}
        emptyText={keyword ? `未找到与“${keyword}”相关的资讯，请换个关键词试试` : '暂无新闻资讯'}
        onRetry={() => void list.refetch()}
      >
        <ul
          className={styles.list}
          aria-label="新闻资讯列表"
          aria-busy={list.isPlaceholderData || undefined}
        >
          {result?.data.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
        <Pagination
          className={styles.pager}
          current={page}
          pageSize={pageSize}
          total={result?.total ?? 0}
          pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
          showSizeChanger
          showQuickJumper
          showTotal={(total) => `共 ${total} 条`}
          onChange={(nextPage, nextSize) => onQueryChange(pagedTo(query, nextPage, nextSize))}
        />
      </QueryState>
    </div>
  );
}
