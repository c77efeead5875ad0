import { DownOutlined } from '@/components/portal/icons/DownOutlined';
import {
  formatNoticeDate,
  NoticePlace,
  NoticeStatus,
  PAGE_SIZE_OPTIONS,
  type NoticeItem,
  type PageResult,
} from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Pagination } from 'antd';
import { useId, useState } from 'react';
import { QueryState } from '@/components/portal/query-state';
import { api } from '@/lib/api-client';
import styles from './notice-list.module.css';
import { Paragraphs } from '@/components/portal/paragraphs';
import { isRichText, sanitizeRichText } from '@/lib/sanitize-html';

interface NoticePageParams {
  page: number;
  pageSize: number;
}

// The list query sits with its only component: the notices feature's api folder belongs to
// the header strip.
const noticePageQueryOptions = ({ page, pageSize }: NoticePageParams) =>
  queryOptions({
    queryKey: ['notices', 'list', { place: NoticePlace.PORTAL, page, pageSize }],
    queryFn: ({ signal }) =>
      api.get<PageResult<NoticeItem>>(
        'sm/announcement/manager/list',
        { page, pageSize, status: NoticeStatus.PUBLISHED, place: NoticePlace.PORTAL },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

function NoticeRow({ notice }: { notice: NoticeItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const date = formatNoticeDate(notice.releaseTime || notice.createTime);
  return (
    <li className={styles.item}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <span className={styles.title}>{notice.title}</span>
          {date ? (
            <time className={styles.date} dateTime={date.replaceAll('.', '-')}>
              {date}
            </time>
          ) : null}
          <DownOutlined className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {isRichText(notice.content) ? (
          <div dangerouslySetInnerHTML={{ __html: sanitizeRichText(notice.content) }} />
        ) : (
          <Paragraphs text={notice.content} />
        )}
      </div>
    </li>
  );
}

interface NoticeListProps {
  page: number;
  pageSize: number;
  /** The pager moved; the caller keeps page and size (in the URL). */
  onChange: (page: number, pageSize: number) => void;
}

/** Published portal notices, newest first, each expandable to its full text; server-paged. */
export function NoticeList({ page, pageSize, onChange }: NoticeListProps) {
  const list = useQuery({
    ...noticePageQueryOptions({ page, pageSize }),
    placeholderData: keepPreviousData,
  });
  const result = list.data;
  return (
    <QueryState
      isPending={list.isPending}
      error={list.error}
      isEmpty={result?.total === 0}
      emptyText="暂无平台公告"
      onRetry={() => void list.refetch()}
    >
      <ul
        className={styles.list}
        aria-label="平台公告列表"
        aria-busy={list.isPlaceholderData || undefined}
      >
        {result?.data.map((notice) => (
          <NoticeRow key={notice.id} notice={notice} />
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
        onChange={onChange}
      />
    </QueryState>
  );
}
