import {
  ACCOUNT_NOTICE_CATEGORY_LABELS,
  AccountNoticeCategory,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_OPTIONS,
  type AccountNoticeCategory as Category,
} from '@pn/shared';
import { Badge, Button, Card, List, Select, Space, Switch, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { paths } from '@/config/paths';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { useAccountNotices, useReadAllNotices } from '../api/account-notices';
import { accountNoticeText as text } from '../text';
import styles from './account-notice.module.css';

const CATEGORIES = Object.values(AccountNoticeCategory);
export const CATEGORY_COLORS: Record<Category, string> = {
  order: 'blue',
  alarm: 'red',
  approval: 'gold',
  system: 'default',
};

export const noticeDetailHref = (id: number) => paths.userNoticeDetail.replace(':id', String(id));

/** /control/user/notice/list: the account's messages by type, unread first to the eye. */
export function AccountNoticeListPage() {
  const [search, setSearch] = useSearchParams();
  const category = CATEGORIES.find((c) => c === search.get('category'));
  const unreadOnly = search.get('unread') === '1';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const sizeParam = Number(search.get('pageSize'));
  const pageSize = (PAGE_SIZE_OPTIONS as readonly number[]).includes(sizeParam)
    ? sizeParam
    : PAGE_SIZE_DEFAULT;
  const list = useAccountNotices({
    page,
    pageSize,
    category,
    unread: unreadOnly ? '1' : undefined,
  });
  const readAll = useReadAllNotices();

  const update = (patch: Record<string, string | undefined>) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  const markAll = () =>
    readAll
      .mutateAsync()
      .then((r) => toast.success(text.readAllDone(r.updated)))
      .catch((error: unknown) => showActionError(error));

  const rows = list.data?.data ?? [];
  return (
    <Card
      title={<h1 className={styles.heading}>{text.title}</h1>}
      extra={
        <Button onClick={() => void markAll()} loading={readAll.isPending}>
          {text.readAll}
        </Button>
      }
    >
      <p className={styles.intro}>{text.intro}</p>
      <Space wrap className={styles.filters}>
        <Select
          aria-label={text.category}
          placeholder={text.categoryPlaceholder}
          allowClear
          style={{ width: 140 }}
          value={category}
          onChange={(v?: string) => update({ category: v, page: undefined })}
          options={CATEGORIES.map((c) => ({ value: c, label: ACCOUNT_NOTICE_CATEGORY_LABELS[c] }))}
        />
        <label className={styles.switch}>
          <Switch
            size="small"
            checked={unreadOnly}
            onChange={(on) => update({ unread: on ? '1' : undefined, page: undefined })}
          />
          {text.unreadOnly}
        </label>
      </Space>
      <DataState
        query={list}
        empty={rows.length === 0}
        emptyText={unreadOnly ? text.emptyUnread : text.empty}
      >
        <List
          aria-label={text.listLabel}
          loading={list.isFetching}
          dataSource={rows}
          pagination={{
            current: page,
            pageSize,
            total: list.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (p, size) =>
              update({
                page: size !== pageSize || p === 1 ? undefined : String(p),
                pageSize: size === PAGE_SIZE_DEFAULT ? undefined : String(size),
              }),
          }}
          renderItem={(n) => (
            <List.Item extra={<span className={styles.time}>{n.createTime}</span>}>
              <List.Item.Meta
                title={
                  <Space size={8} wrap>
                    {n.read ? null : <Badge status="error" text={text.unread} />}
                    <Tag color={CATEGORY_COLORS[n.category]}>
                      {ACCOUNT_NOTICE_CATEGORY_LABELS[n.category]}
                    </Tag>
                    <Link to={noticeDetailHref(n.id)} className={n.read ? styles.read : ''}>
                      {n.title}
                    </Link>
                  </Space>
                }
                description={<span className={styles.summary}>{n.content}</span>}
              />
            </List.Item>
          )}
        />
      </DataState>
    </Card>
  );
}
