import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_LIMITS, CONTENT_SORT_FIELDS, ContentState } from '@pn/shared';
import { Button, Card, Form, Grid, Input, Switch, Tooltip, type TableProps } from 'antd';
import { useState } from 'react';
import { AdminFilterBar, FilterSelect } from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { hrefOf } from '@/config/paths';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import { useContentList } from '../api/get-content-list';
import { adminText as text } from '../content';
import type { AdminDetail, AdminRow, ContentKind } from '../kinds';
import { CONTENT_FILTERS, type EditTarget } from '../list-query';
import { IndustrySelect } from './industry-select';
import { usePublishActions, type ActionTarget } from './publish-actions';
import { StateTag } from './state-tag';
import { VersionsDrawer } from './versions-drawer';
import styles from './content-admin.module.css';

interface ContentListProps<L, D extends AdminDetail> {
  kind: ContentKind<L, D>;
  onOpen: (target: EditTarget) => void;
}

interface ContentFilterValues {
  keyword?: string;
  state?: number;
  trade?: string;
}

const STATE_OPTIONS = [
  { value: ContentState.DRAFT, label: text.draft },
  { value: ContentState.PUBLISHED, label: text.published },
];

/**
 * The list of one kind of record: labelled keyword, state and industry filters (查询 and
 * 重置, as every back-office list) and the page in the URL, server paging, and per row 编辑, 预览, 发布 / 撤回 and 历史版本 (plus the display
 * authorisation for solutions).
 */
export function ContentList<L, D extends AdminDetail>({ kind, onOpen }: ContentListProps<L, D>) {
  const [form] = Form.useForm<ContentFilterValues>();
  const listQuery = useAdminListQuery({
    filters: CONTENT_FILTERS,
    form,
    sorts: CONTENT_SORT_FIELDS,
  });
  const { setFilters } = listQuery;
  const list = useContentList(kind, listQuery.query);
  const actions = usePublishActions(kind);
  const [history, setHistory] = useState<ActionTarget | null>(null);
  // On a phone a pinned action column would cover the names: the table scrolls instead.
  const wide = Grid.useBreakpoint().md ?? true;

  const columns: TableProps<AdminRow>['columns'] = [
    {
      key: 'name',
      title: `${kind.noun}名称`,
      dataIndex: 'name',
      ellipsis: { showTitle: true },
    },
    {
      key: 'industry',
      title: text.columnIndustry,
      dataIndex: 'industryName',
      width: 120,
      render: (name: string) => name || '-',
    },
    {
      key: 'state',
      title: text.columnState,
      dataIndex: 'state',
      width: 90,
      render: (state: number) => <StateTag state={state} />,
    },
    ...(kind.authorizePath
      ? [
          {
            key: 'authorized',
            title: text.columnAuthorized,
            width: 100,
            render: (_: unknown, row: AdminRow) => (
              <Switch
                size="small"
                checked={row.authorized === true}
                aria-label={`${text.columnAuthorized}：${row.name}`}
                onChange={(next) => actions.setAuthorized(row, next)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'publishTime',
      title: text.columnPublishTime,
      dataIndex: 'publishTime',
      width: 170,
      sorter: true,
      render: (time: string) => time || '-',
    },
    {
      key: 'updateTime',
      title: text.columnUpdateTime,
      dataIndex: 'updateTime',
      width: 170,
      sorter: true,
    },
    {
      key: 'actions',
      title: text.columnActions,
      width: 250,
      fixed: wide ? 'right' : undefined,
      render: (_: unknown, row: AdminRow) => {
        const published = row.state === ContentState.PUBLISHED;
        const blocked = row.authorized === false;
        return (
          <div className={styles.rowActions}>
            <Button type="link" size="small" onClick={() => onOpen(row.pkId)}>
              {text.edit}
            </Button>
            <Button
              type="link"
              size="small"
              href={hrefOf(kind.preview, { id: row.pkId })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {text.preview}
            </Button>
            {published ? (
              <Button type="link" size="small" danger onClick={() => actions.withdraw(row)}>
                {text.withdraw}
              </Button>
            ) : (
              <Tooltip title={blocked ? text.needsAuthorization : undefined}>
                <Button
                  type="link"
                  size="small"
                  disabled={blocked}
                  onClick={() => actions.publish(row)}
                >
                  {text.publish}
                </Button>
              </Tooltip>
            )}
            <Button type="link" size="small" onClick={() => setHistory(row)}>
              {text.versions}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <Card
      title={<h1 className={styles.listTitle}>{kind.title}</h1>}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => onOpen('new')}>
          {kind.createLabel}
        </Button>
      }
    >
      <AdminFilterBar<ContentFilterValues>
        name={`${kind.type}Filters`}
        form={form}
        onSearch={(v) =>
          setFilters({ keyword: v.keyword?.trim() || undefined, state: v.state, trade: v.trade })
        }
        onReset={listQuery.resetFilters}
      >
        <Form.Item name="keyword" label={text.keyword}>
          <Input
            placeholder={text.keywordPlaceholder}
            maxLength={CONTENT_LIMITS.keyword}
            allowClear
            className={styles.filterKeyword}
          />
        </Form.Item>
        <FilterSelect
          name="state"
          label={text.state}
          placeholder={text.stateAll}
          options={STATE_OPTIONS}
        />
        <Form.Item name="trade" label={text.industry}>
          <IndustrySelect
            placeholder={text.industryAll}
            allowClear
            className={styles.filterSelect}
          />
        </Form.Item>
      </AdminFilterBar>

      <AdminTable<AdminRow>
        rowKey="pkId"
        aria-label={text.listLabel(kind.title)}
        columns={columns}
        list={list}
        paging={listQuery}
        scroll={{ x: 1000 }}
        emptyText={listQuery.filtered ? text.emptyFiltered : text.empty(kind.noun)}
      />

      <VersionsDrawer kind={kind} target={history} onClose={() => setHistory(null)} />
    </Card>
  );
}
