import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_LIMITS, ContentState, PAGE_SIZE_OPTIONS } from '@pn/shared';
import {
  Alert,
  Button,
  Card,
  Grid,
  Input,
  Select,
  Switch,
  Table,
  Tooltip,
  type TableProps,
} from 'antd';
import { useState } from 'react';
import { hrefOf } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-errors';
import { useContentList } from '../api/get-content-list';
import { adminText as text } from '../content';
import type { AdminDetail, AdminRow, ContentKind } from '../kinds';
import {
  DEFAULT_LIST_QUERY,
  filteredTo,
  pagedTo,
  type AdminListQuery,
  type EditTarget,
} from '../list-query';
import { IndustrySelect } from './industry-select';
import { usePublishActions, type ActionTarget } from './publish-actions';
import { StateTag } from './state-tag';
import { VersionsDrawer } from './versions-drawer';
import styles from './content-admin.module.css';

interface ContentListProps<L, D extends AdminDetail> {
  kind: ContentKind<L, D>;
  query: AdminListQuery;
  onQueryChange: (query: AdminListQuery) => void;
  onOpen: (target: EditTarget) => void;
}

const STATE_OPTIONS = [
  { value: ContentState.DRAFT, label: text.draft },
  { value: ContentState.PUBLISHED, label: text.published },
];

/**
 * The list of one kind of record: keyword, state and industry filters and the page in the
 * URL, server paging, and per row 编辑, 预览, 发布 / 撤回 and 历史版本 (plus the display
 * authorisation for solutions).
 */
export function ContentList<L, D extends AdminDetail>({
  kind,
  query,
  onQueryChange,
  onOpen,
}: ContentListProps<L, D>) {
  const list = useContentList(kind, query);
  const actions = usePublishActions(kind);
  const [history, setHistory] = useState<ActionTarget | null>(null);
  // On a phone a pinned action column would cover the names: the table scrolls instead.
  const wide = Grid.useBreakpoint().md ?? true;
  const filtered = query.keyword !== '' || query.state !== undefined || query.trade !== '';

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
      render: (time: string) => time || '-',
    },
    {
      key: 'updateTime',
      title: text.columnUpdateTime,
      dataIndex: 'updateTime',
      width: 170,
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
      <div className={styles.filters} role="search">
        <Input.Search
          key={query.keyword}
          defaultValue={query.keyword}
          aria-label={text.keyword}
          placeholder={text.keywordPlaceholder}
          maxLength={CONTENT_LIMITS.keyword}
          allowClear
          enterButton={text.search}
          className={styles.filterKeyword}
          onSearch={(value) => onQueryChange(filteredTo(query, { keyword: value.trim() }))}
        />
        <Select<number>
          aria-label={text.state}
          value={query.state}
          placeholder={text.stateAll}
          allowClear
          options={STATE_OPTIONS}
          className={styles.filterSelect}
          onChange={(state) => onQueryChange(filteredTo(query, { state }))}
        />
        <IndustrySelect
          aria-label={text.industry}
          value={query.trade || undefined}
          placeholder={text.industryAll}
          allowClear
          className={styles.filterSelect}
          onChange={(trade) => onQueryChange(filteredTo(query, { trade: trade ?? '' }))}
        />
        {filtered ? (
          <Button
            onClick={() => onQueryChange({ ...DEFAULT_LIST_QUERY, pageSize: query.pageSize })}
          >
            {text.clear}
          </Button>
        ) : null}
      </div>

      {list.isError ? (
        <Alert
          type="error"
          showIcon
          className={styles.listAlert}
          title={text.loadFailed}
          description={errorMessageOf(list.error)}
          action={<Button onClick={() => void list.refetch()}>{text.retry}</Button>}
        />
      ) : null}

      <Table<AdminRow>
        rowKey="pkId"
        aria-label={text.listLabel(kind.title)}
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        scroll={{ x: 1000 }}
        locale={{ emptyText: filtered ? text.emptyFiltered : text.empty(kind.noun) }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          pageSizeOptions: [...PAGE_SIZE_OPTIONS],
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: text.total,
          onChange: (page, pageSize) => onQueryChange(pagedTo(query, page, pageSize)),
        }}
      />

      <VersionsDrawer kind={kind} target={history} onClose={() => setHistory(null)} />
    </Card>
  );
}
