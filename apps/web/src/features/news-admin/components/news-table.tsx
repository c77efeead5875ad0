import { PlusOutlined } from '@ant-design/icons';
import { DIALOG_WIDTH, NewsStatus, PAGE_SIZE_OPTIONS, type NewsListItem } from '@pn/shared';
import { App, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { RichTextPreview } from '@/components/admin/rich-text-preview';
import { hrefOf } from '@/config/paths';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { useManagedNews } from '../api/get-managed-news';
import { useNewsForEdit } from '../api/get-news-for-edit';
import { useSetNewsRelease } from '../api/set-news-release';
import type { NewsAdminQuery, NewsStatusValue } from '../list-query';
import { NEWS_STATUS_TAGS, newsAdminText as text } from '../text';
import { isScheduled, NewsStatusTag } from './news-status-tag';
import styles from '@/components/admin/content-admin-page.module.css';

interface FilterValues {
  keyword?: string;
  status?: NewsStatusValue;
}

const STATUS_OPTIONS = Object.entries(NEWS_STATUS_TAGS).map(([value, tag]) => ({
  value: Number(value),
  label: tag.label,
}));

/** A draft, withdrawn or scheduled item as the portal will show it. */
function NewsPreview({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useNewsForEdit(id);
  useEffect(() => {
    if (detail.isError) {
      showActionError(detail.error);
      onClose();
    }
  }, [detail.isError, detail.error, onClose]);
  const news = detail.data;
  if (!news) return null;
  return (
    <RichTextPreview
      open
      onClose={onClose}
      heading={text.previewHeading}
      title={news.title}
      lead={news.summary}
      cover={news.cover}
      content={news.content}
      meta={
        <>
          {news.source ? <span>{text.source(news.source)}</span> : null}
          {news.releaseTime ? <span>{text.releaseInfo(news.releaseTime)}</span> : null}
          <NewsStatusTag item={news} />
        </>
      }
    />
  );
}

interface NewsTableProps {
  query: NewsAdminQuery;
  go: (next: NewsAdminQuery) => void;
  onPublish: (item: { id: number; title: string }) => void;
}

/** The news list: filters and paging in the URL, and each item's actions. */
export function NewsTable({ query, go, onPublish }: NewsTableProps) {
  const { modal } = App.useApp();
  const [filters] = Form.useForm<FilterValues>();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const closePreview = useCallback(() => setPreviewId(null), []);
  const list = useManagedNews(query);
  const release = useSetNewsRelease();

  useEffect(() => {
    filters.setFieldsValue({ keyword: query.keyword, status: query.status });
  }, [filters, query.keyword, query.status]);

  const confirmWithdraw = (item: NewsListItem) =>
    modal.confirm({
      title: text.withdrawTitle,
      content: text.withdrawContent(item.title),
      width: DIALOG_WIDTH.confirm,
      okText: text.confirmOk,
      okButtonProps: { danger: true },
      cancelText: text.confirmCancel,
      onOk: () =>
        release.mutateAsync({ id: item.id, status: NewsStatus.WITHDRAWN }).then(
          () => toast.success(text.withdrawn),
          (error: unknown) => showActionError(error),
        ),
    });

  const columns: ColumnsType<NewsListItem> = [
    {
      title: text.colTitle,
      dataIndex: 'title',
      render: (title: string) => <span className={styles.title}>{title}</span>,
    },
    { title: text.colSource, dataIndex: 'source', width: 120, render: (s: string) => s || '-' },
    {
      title: text.colStatus,
      dataIndex: 'status',
      width: 100,
      render: (_, item) => <NewsStatusTag item={item} />,
    },
    {
      title: text.colReleaseTime,
      dataIndex: 'releaseTime',
      width: 172,
      render: (t: string) => t || '-',
    },
    {
      title: text.colViews,
      dataIndex: 'viewCount',
      width: 88,
      align: 'right',
      render: (n: number) => n.toLocaleString('zh-CN'),
    },
    { title: text.colCreateTime, dataIndex: 'createTime', width: 172 },
    {
      title: text.colActions,
      key: 'actions',
      width: 168,
      fixed: 'right',
      render: (_, item) => {
        const live = item.status === NewsStatus.PUBLISHED && !isScheduled(item);
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => go({ ...query, edit: item.id })}>
              {text.edit}
            </Button>
            {item.status === NewsStatus.PUBLISHED ? (
              <Button type="link" size="small" danger onClick={() => confirmWithdraw(item)}>
                {text.withdraw}
              </Button>
            ) : (
              <Button
                type="link"
                size="small"
                onClick={() => onPublish({ id: item.id, title: item.title })}
              >
                {text.publish}
              </Button>
            )}
            {live ? (
              <Button
                type="link"
                size="small"
                href={hrefOf('newsDetail', { id: item.id })}
                target="_blank"
                rel="noopener"
              >
                {text.preview}
              </Button>
            ) : (
              <Button type="link" size="small" onClick={() => setPreviewId(item.id)}>
                {text.preview}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <div className={styles.page}>
      <Card>
        <h1 className={styles.heading}>{text.title}</h1>
        <p className={styles.intro}>{text.intro}</p>
      </Card>
      <Card>
        <div className={styles.filters}>
          <Form
            form={filters}
            layout="inline"
            className={styles.filterForm}
            onFinish={(v) =>
              go({ ...query, keyword: v.keyword?.trim() ?? '', status: v.status, page: 1 })
            }
          >
            <Form.Item name="keyword" label={text.keyword}>
              <Input placeholder={text.keywordPlaceholder} allowClear maxLength={50} />
            </Form.Item>
            <Form.Item name="status" label={text.status}>
              <Select
                placeholder={text.statusPlaceholder}
                allowClear
                style={{ width: 120 }}
                options={STATUS_OPTIONS}
              />
            </Form.Item>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {text.search}
                </Button>
                <Button onClick={() => go({ ...query, keyword: '', status: undefined, page: 1 })}>
                  {text.reset}
                </Button>
              </Space>
            </Form.Item>
          </Form>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => go({ ...query, edit: 'new' })}
          >
            {text.add}
          </Button>
        </div>
      </Card>
      <Card>
        <Table<NewsListItem>
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: list.isError ? (
              <span>
                {errorMessageOf(list.error)}{' '}
                <Button type="link" size="small" onClick={() => void list.refetch()}>
                  {text.retry}
                </Button>
              </span>
            ) : (
              text.empty
            ),
          }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: list.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: text.total,
            onChange: (page, pageSize) =>
              go(
                pageSize === query.pageSize ? { ...query, page } : { ...query, page: 1, pageSize },
              ),
          }}
        />
      </Card>
      {previewId !== null ? <NewsPreview id={previewId} onClose={closePreview} /> : null}
    </div>
  );
}
