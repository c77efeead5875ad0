import { Button, Card, Form, Input, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { RichTextPreview } from '@/components/admin/rich-text-preview';
import { showActionError } from '@/lib/api-errors';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import styles from './release-record.module.css';
import { useReleaseDetail, useReleaseList, useRemoveRecord, useSetRelease } from './api';
import {
  isLive,
  ReleaseState,
  type ReleaseDetail,
  type ReleaseRecordKind,
  type ReleaseRow,
} from './kind';
import { ReleaseStatusTag } from './release-status-tag';
import { RELEASE_STATUS_OPTIONS, releaseText as text } from './text';

/** An unpublished (or any) record as the portal will show it, loaded in full. */
function RecordPreview<R extends ReleaseRow, D extends ReleaseDetail & R>({
  kind,
  id,
  onClose,
}: {
  kind: ReleaseRecordKind<R, D>;
  id: number;
  onClose: () => void;
}) {
  const detail = useReleaseDetail(kind, id);
  useEffect(() => {
    if (detail.isError) {
      showActionError(detail.error);
      onClose();
    }
  }, [detail.isError, detail.error, onClose]);
  const record = detail.data;
  if (!record) return null;
  const extra = kind.previewOf(kind.valuesOf(record));
  return (
    <RichTextPreview
      open
      onClose={onClose}
      heading={text.previewHeading(kind.text.noun)}
      title={record.title}
      lead={extra.lead}
      cover={extra.cover}
      content={record.content}
      meta={
        <>
          {extra.meta}
          {record.releaseTime ? <span>{text.releaseInfo(record.releaseTime)}</span> : null}
          <ReleaseStatusTag kind={kind} item={record} />
        </>
      }
    />
  );
}

interface ReleaseRecordTableProps<R extends ReleaseRow, D extends ReleaseDetail & R> {
  kind: ReleaseRecordKind<R, D>;
  onPublish: (item: { id: number; title: string }) => void;
}

/** The list of a kind: filters and paging in the address, and each record's actions. */
export function ReleaseRecordTable<R extends ReleaseRow, D extends ReleaseDetail & R>({
  kind,
  onPublish,
}: ReleaseRecordTableProps<R, D>) {
  const noun = kind.text.noun;
  const [form] = Form.useForm<Record<string, string | number | undefined>>();
  const listQuery = useAdminListQuery({ filters: kind.filters, form, sorts: kind.sorts });
  const list = useReleaseList(kind, listQuery.query);
  const release = useSetRelease(kind);
  const remove = useRemoveRecord(kind);
  const confirm = useAdminConfirm();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const closePreview = useCallback(() => setPreviewId(null), []);
  const rowsShown = list.data?.data.length ?? 0;

  const confirmWithdraw = (item: R) =>
    confirm({
      title: text.withdrawTitle(noun),
      content: kind.text.withdrawContent(item.title),
      danger: true,
      onConfirm: () => release.mutateAsync({ id: item.id, status: ReleaseState.WITHDRAWN }),
      success: text.withdrawn,
    });

  const confirmRemove = (item: R) =>
    confirm({
      title: text.removeTitle(noun),
      content: text.removeContent(item.title),
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(item.id);
        // The last row of a later page is gone: step back rather than show an empty page.
        listQuery.afterRemove(rowsShown);
      },
      success: text.removed,
    });

  const columns: ColumnsType<R> = [
    {
      title: text.colTitle,
      dataIndex: 'title',
      render: (title: string) => <span className={styles.title}>{title}</span>,
    },
    ...(kind.leadColumns ?? []),
    {
      title: text.colStatus,
      dataIndex: 'status',
      width: 100,
      render: (_, item) => <ReleaseStatusTag kind={kind} item={item} />,
    },
    {
      title: text.colReleaseTime,
      dataIndex: 'releaseTime',
      width: 172,
      sorter: true,
      render: (t: string) => t || '-',
    },
    ...(kind.tailColumns ?? []),
    { title: text.colUpdateTime, dataIndex: 'updateTime', width: 172, sorter: true },
    {
      title: text.colActions,
      key: 'actions',
      width: kind.api.remove ? 224 : 168,
      fixed: 'right',
      render: (_, item) => {
        const published = item.status === ReleaseState.PUBLISHED;
        const portal = kind.portalHref && isLive(kind, item) ? kind.portalHref(item) : undefined;
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => listQuery.setEdit(item.id)}>
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
            {portal ? (
              <Button type="link" size="small" href={portal} target="_blank" rel="noopener">
                {text.preview}
              </Button>
            ) : (
              <Button type="link" size="small" onClick={() => setPreviewId(item.id)}>
                {text.preview}
              </Button>
            )}
            {kind.api.remove ? (
              <Tooltip title={published ? text.removeBlocked(noun) : undefined}>
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
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={kind.text.title} intro={kind.text.intro} />
      <Card>
        <AdminFilterBar
          name={`${kind.key}-filters`}
          form={form}
          onSearch={(v) =>
            listQuery.setFilters({
              ...v,
              keyword: typeof v.keyword === 'string' ? v.keyword.trim() : undefined,
            })
          }
          onReset={listQuery.resetFilters}
          add={{ label: text.add(noun), onClick: () => listQuery.setEdit('new') }}
        >
          <Form.Item name="keyword" label={text.keyword}>
            <Input
              placeholder={kind.text.keywordPlaceholder}
              allowClear
              maxLength={kind.limits.keyword}
            />
          </Form.Item>
          <FilterSelect
            name="status"
            label={text.status}
            placeholder={text.statusPlaceholder}
            options={RELEASE_STATUS_OPTIONS}
          />
          {kind.filterFields}
        </AdminFilterBar>
      </Card>
      <Card>
        <AdminTable<R>
          rowKey="id"
          aria-label={kind.text.listLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.empty(noun)}
        />
      </Card>
      {previewId !== null ? (
        <RecordPreview kind={kind} id={previewId} onClose={closePreview} />
      ) : null}
    </div>
  );
}
