import { PlusOutlined } from '@ant-design/icons';
import { DIALOG_WIDTH, NoticeStatus, PAGE_SIZE_OPTIONS, type NoticeAdminItem } from '@pn/shared';
import { App, Button, Card, Form, Input, Select, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { RichTextPreview } from '@/components/admin/rich-text-preview';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { useManagedNotices } from '../api/get-managed-notices';
import { useRemoveNotice } from '../api/remove-notice';
import { useSetNoticeRelease } from '../api/set-notice-release';
import type { NoticeAdminQuery, NoticePlaceValue, NoticeStatusValue } from '../list-query';
import { NOTICE_PLACE_LABELS, NOTICE_STATUS_TAGS, noticeAdminText as text } from '../text';
import styles from '@/components/admin/content-admin-page.module.css';
import { NoticeStatusTag } from './notice-status-tag';

interface FilterValues {
  keyword?: string;
  status?: NoticeStatusValue;
  place?: NoticePlaceValue;
}

const STATUS_OPTIONS = Object.entries(NOTICE_STATUS_TAGS).map(([value, tag]) => ({
  value: Number(value),
  label: tag.label,
}));

const PLACE_OPTIONS = Object.entries(NOTICE_PLACE_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

interface NoticeTableProps {
  query: NoticeAdminQuery;
  go: (next: NoticeAdminQuery) => void;
  onPublish: (item: { id: number; title: string }) => void;
}

/** The notice list: filters and paging in the URL, and each notice's actions. */
export function NoticeTable({ query, go, onPublish }: NoticeTableProps) {
  const { modal } = App.useApp();
  const [filters] = Form.useForm<FilterValues>();
  const [preview, setPreview] = useState<NoticeAdminItem | null>(null);
  const list = useManagedNotices(query);
  const release = useSetNoticeRelease();
  const remove = useRemoveNotice();

  useEffect(() => {
    filters.setFieldsValue({ keyword: query.keyword, status: query.status, place: query.place });
  }, [filters, query.keyword, query.status, query.place]);

  const confirmWithdraw = (item: NoticeAdminItem) =>
    modal.confirm({
      title: text.withdrawTitle,
      content: text.withdrawContent(item.title),
      width: DIALOG_WIDTH.confirm,
      okText: text.confirmOk,
      okButtonProps: { danger: true },
      cancelText: text.confirmCancel,
      onOk: () =>
        release.mutateAsync({ id: item.id, status: NoticeStatus.WITHDRAWN }).then(
          () => toast.success(text.withdrawn),
          (error: unknown) => showActionError(error),
        ),
    });

  const confirmRemove = (item: NoticeAdminItem) =>
    modal.confirm({
      title: text.removeTitle,
      content: text.removeContent(item.title),
      width: DIALOG_WIDTH.confirm,
      okText: text.confirmOk,
      okButtonProps: { danger: true },
      cancelText: text.confirmCancel,
      onOk: () =>
        remove.mutateAsync(item.id).then(
          () => {
            toast.success(text.removed);
            // The last row of a later page is gone: step back rather than show an empty page.
            if (list.data?.data.length === 1 && query.page > 1) {
              go({ ...query, page: query.page - 1 });
            }
          },
          (error: unknown) => showActionError(error),
        ),
    });

  const columns: ColumnsType<NoticeAdminItem> = [
    {
      title: text.colTitle,
      dataIndex: 'title',
      render: (title: string) => <span className={styles.title}>{title}</span>,
    },
    {
      title: text.colPlace,
      dataIndex: 'place',
      width: 100,
      render: (place: number) => NOTICE_PLACE_LABELS[place] ?? '-',
    },
    {
      title: text.colStatus,
      dataIndex: 'status',
      width: 100,
      render: (_, item) => <NoticeStatusTag item={item} />,
    },
    {
      title: text.colReleaseTime,
      dataIndex: 'releaseTime',
      width: 172,
      render: (t: string) => t || '-',
    },
    { title: text.colUpdateTime, dataIndex: 'updateTime', width: 172 },
    {
      title: text.colActions,
      key: 'actions',
      width: 224,
      fixed: 'right',
      render: (_, item) => {
        const published = item.status === NoticeStatus.PUBLISHED;
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => go({ ...query, edit: item.id })}>
              {text.edit}
            </Button>
            {published ? (
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
            <Button type="link" size="small" onClick={() => setPreview(item)}>
              {text.preview}
            </Button>
            <Tooltip title={published ? text.removeBlocked : undefined}>
              <Button
                type="link"
                size="small"
                danger
                disabled={published}
                onClick={() => confirmRemove(item)}
              >
                {text.remove}
              </Button>
            </Tooltip>
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
              go({
                ...query,
                keyword: v.keyword?.trim() ?? '',
                status: v.status,
                place: v.place,
                page: 1,
              })
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
            <Form.Item name="place" label={text.place}>
              <Select
                placeholder={text.placePlaceholder}
                allowClear
                style={{ width: 120 }}
                options={PLACE_OPTIONS}
              />
            </Form.Item>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {text.search}
                </Button>
                <Button
                  onClick={() =>
                    go({ ...query, keyword: '', status: undefined, place: undefined, page: 1 })
                  }
                >
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
        <Table<NoticeAdminItem>
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
      {preview ? (
        <RichTextPreview
          open
          onClose={() => setPreview(null)}
          heading={text.previewHeading}
          title={preview.title}
          content={preview.content}
          meta={
            <>
              <span>{NOTICE_PLACE_LABELS[preview.place]}</span>
              {preview.releaseTime ? <span>{text.releaseInfo(preview.releaseTime)}</span> : null}
              <NoticeStatusTag item={preview} />
            </>
          }
        />
      ) : null}
    </div>
  );
}
