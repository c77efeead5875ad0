import {
  APPLICATION_SORT_FIELDS,
  MARKET_APPLICATION_LIMITS,
  MARKET_APPLICATION_STATE_LABELS,
  MarketApplicationState,
  type MarketApplicationAdminItem,
} from '@pn/shared';
import { Button, Card, Form, Input, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { hrefOf } from '@/config/paths';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import { useApplications } from '../api/get-applications';
import { useIndustryOptions } from '../api/get-options';
import { useRemoveApplication } from '../api/remove-application';
import { useSetApplicationStatus } from '../api/set-application-status';
import { APPLICATION_FILTERS } from '../list-filters';
import { applicationText as text } from '../text';
import styles from './application-admin.module.css';
import { StoredApplicationPreview } from './application-preview';
import { ApplicationStateTag } from './state-tag';
import { ApplicationVersionsDrawer, type VersionTarget } from './versions-drawer';

/** The application a dialog or drawer is about. */
export interface ApplicationTarget {
  id: number;
  applicationName: string;
}

interface FilterValues {
  keyword?: string;
  state?: MarketApplicationState;
  industryId?: string;
}

const STATE_OPTIONS = Object.entries(MARKET_APPLICATION_STATE_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

interface ApplicationTableProps {
  /** Asks to publish (the screen confirms). */
  onPublish: (item: ApplicationTarget) => void;
}

/** The application list: filters and paging in the address, and each application's actions. */
export function ApplicationTable({ onPublish }: ApplicationTableProps) {
  const confirm = useAdminConfirm();
  const [filters] = Form.useForm<FilterValues>();
  const listQuery = useAdminListQuery({
    filters: APPLICATION_FILTERS,
    form: filters,
    sorts: APPLICATION_SORT_FIELDS,
  });
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [history, setHistory] = useState<VersionTarget | null>(null);
  const industries = useIndustryOptions();
  const list = useApplications(listQuery.query);
  const status = useSetApplicationStatus();
  const remove = useRemoveApplication();
  const rowsShown = list.data?.data.length ?? 0;

  const confirmWithdraw = (item: MarketApplicationAdminItem) =>
    confirm({
      title: text.withdrawTitle,
      content: text.withdrawContent(item.applicationName),
      danger: true,
      onConfirm: () =>
        status.mutateAsync({ id: item.id, status: MarketApplicationState.WITHDRAWN }),
      success: text.withdrawn,
    });

  const confirmRemove = (item: MarketApplicationAdminItem) =>
    confirm({
      title: text.removeTitle,
      content: text.removeContent(item.applicationName),
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(item.id);
        // The last row of a later page is gone: step back rather than show an empty page.
        listQuery.afterRemove(rowsShown);
      },
      success: text.removed,
    });

  const columns: ColumnsType<MarketApplicationAdminItem> = [
    {
      title: text.colName,
      dataIndex: 'applicationName',
      render: (_, item) => (
        <div className={styles.nameCell}>
          {item.logoAddress ? <img src={item.logoAddress} alt="" /> : null}
          <span className={styles.nameText}>{item.applicationName}</span>
        </div>
      ),
    },
    {
      title: text.colIndustry,
      key: 'industry',
      render: (_, item) => (
        <>
          {item.industryName || '-'}
          <span className={styles.sub}>{item.sceneName || '-'}</span>
        </>
      ),
    },
    {
      title: text.colEnterprise,
      dataIndex: 'enterpriseName',
      render: (name: string, item) => (
        <>
          {name}
          <span className={styles.sub}>{item.phoneNum}</span>
        </>
      ),
    },
    {
      title: text.colState,
      dataIndex: 'state',
      width: 96,
      render: (state: number) => <ApplicationStateTag state={state} />,
    },
    { title: text.colUpdateTime, dataIndex: 'updateTime', width: 172, sorter: true },
    {
      title: text.colActions,
      key: 'actions',
      width: 320,
      fixed: 'right',
      render: (_, item) => {
        const published = item.state === MarketApplicationState.PUBLISHED;
        const target = { id: item.id, applicationName: item.applicationName };
        return (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => listQuery.setEdit(item.id)}>
              {text.edit}
            </Button>
            <Button type="link" size="small" onClick={() => setPreviewId(item.id)}>
              {text.preview}
            </Button>
            {published ? (
              <Button type="link" size="small" danger onClick={() => confirmWithdraw(item)}>
                {text.withdraw}
              </Button>
            ) : (
              <Button type="link" size="small" onClick={() => onPublish(target)}>
                {text.publish}
              </Button>
            )}
            {published ? (
              <Button
                type="link"
                size="small"
                href={hrefOf('applicationDetail', { id: item.id })}
                target="_blank"
                rel="noopener noreferrer"
              >
                {text.view}
              </Button>
            ) : null}
            <Button type="link" size="small" onClick={() => setHistory(target)}>
              {text.versions}
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
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <Card>
        <AdminFilterBar
          name="application-filters"
          form={filters}
          onSearch={(v) =>
            listQuery.setFilters({
              keyword: v.keyword?.trim(),
              state: v.state,
              industryId: v.industryId,
            })
          }
          onReset={listQuery.resetFilters}
          add={{ label: text.add, onClick: () => listQuery.setEdit('new') }}
        >
          <Form.Item name="keyword" label={text.keyword}>
            <Input
              placeholder={text.keywordPlaceholder}
              allowClear
              maxLength={MARKET_APPLICATION_LIMITS.keyword}
            />
          </Form.Item>
          <FilterSelect
            name="state"
            label={text.state}
            placeholder={text.statePlaceholder}
            options={STATE_OPTIONS}
          />
          <FilterSelect
            name="industryId"
            label={text.industry_}
            placeholder={text.industryPlaceholder}
            options={industries.options}
            loading={industries.loading}
            width={140}
          />
        </AdminFilterBar>
      </Card>
      <Card>
        <AdminTable<MarketApplicationAdminItem>
          rowKey="id"
          aria-label={text.listLabel}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.listEmpty}
        />
      </Card>
      <ApplicationVersionsDrawer target={history} onClose={() => setHistory(null)} />
      {previewId !== null ? (
        <StoredApplicationPreview id={previewId} onClose={() => setPreviewId(null)} />
      ) : null}
    </div>
  );
}
