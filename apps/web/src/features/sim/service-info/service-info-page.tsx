import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_OPTIONS,
  SIM_ACTION_LABELS,
  SIM_ACTIONS,
  SIM_REQUEST_STATUS_LABELS,
  type SimAction,
  type SimBusinessItem,
} from '@pn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAreaPath } from '@/components/read-only/read-only';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-errors';
import { simApi, simKeys } from '../api/sim-api';
import { formatCount, formatTime } from '../common/format';
import { SimPageHeader } from '../common/page-header';
import { useSimTariffs } from '../common/queries';
import { simText as text } from '../common/text';
import { isPending, paramsSummary, RequestProgress, RequestStatusTag } from './request-parts';
import common from '../common/sim.module.css';

const POLL_MS = 2000;

const ACTION_OPTIONS = SIM_ACTIONS.map((a) => ({ value: a, label: SIM_ACTION_LABELS[a] }));
const STATUS_OPTIONS = Object.entries(SIM_REQUEST_STATUS_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** The query in the address: action, status, page and page size (malformed → default). */
export function readServiceQuery(search: URLSearchParams) {
  const action = search.get('action');
  const status = search.get('status');
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  return {
    action: (SIM_ACTIONS as readonly string[]).includes(action ?? '')
      ? (action as SimAction)
      : undefined,
    status: status !== null && /^[0-2]$/.test(status) ? Number(status) : undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
      ? pageSize
      : PAGE_SIZE_DEFAULT,
  };
}

function withQuery(search: URLSearchParams, patch: Record<string, string | number | undefined>) {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  if (!('page' in patch)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  if (next.get('pageSize') === String(PAGE_SIZE_DEFAULT)) next.delete('pageSize');
  return next;
}

export const resultHref = (requestId: string) =>
  `${paths.simServiceResult}?requestId=${encodeURIComponent(requestId)}`;

/**
 * 业务办理查询: the business handling requests in the caller's scope, newest first, with
 * their progress (refreshed while any is still being processed) and a link to the result.
 */
export function ServiceInfoPage() {
  const navigate = useNavigate();
  const inArea = useAreaPath();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readServiceQuery(search), [search]);
  const tariffs = useSimTariffs();
  const list = useQuery({
    queryKey: simKeys.business(query),
    queryFn: ({ signal }) => simApi.businessList(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((r) => isPending(r.status)) ? POLL_MS : false),
  });
  const tariffName = (id: number) => tariffs.data?.find((t) => t.id === id)?.name;

  const columns: ColumnsType<SimBusinessItem> = [
    {
      title: text.colRequestId,
      dataIndex: 'requestId',
      render: (id: string) => (
        <Link to={inArea(resultHref(id))} className={common.mono}>
          {id}
        </Link>
      ),
    },
    {
      title: text.colAction,
      dataIndex: 'action',
      render: (a: SimAction) => <span className={common.nowrap}>{SIM_ACTION_LABELS[a] ?? a}</span>,
    },
    {
      title: text.colParams,
      dataIndex: 'params',
      render: (p: Record<string, unknown>) => paramsSummary(p, tariffName),
    },
    {
      title: text.requestStatus,
      dataIndex: 'status',
      render: (s: number) => <RequestStatusTag status={s} />,
    },
    {
      title: text.colProgress,
      key: 'progress',
      width: 200,
      render: (_, item) => <RequestProgress item={item} size="small" />,
    },
    {
      title: text.colSucceeded,
      dataIndex: 'succeeded',
      align: 'right',
      render: (n: number) => formatCount(n),
    },
    {
      title: text.colFailed,
      dataIndex: 'failed',
      align: 'right',
      render: (n: number) => (n ? <span style={{ color: '#dc2626' }}>{formatCount(n)}</span> : 0),
    },
    {
      title: text.colTotal,
      dataIndex: 'total',
      align: 'right',
      render: (n: number) => formatCount(n),
    },
    { title: text.colOperator, dataIndex: 'operator', responsive: ['lg'] },
    {
      title: text.colCreated,
      dataIndex: 'createdAt',
      render: (at: string) => <span className={common.nowrap}>{formatTime(at)}</span>,
    },
    {
      title: text.colFinished,
      dataIndex: 'finishedAt',
      responsive: ['lg'],
      render: (at: string | null) => <span className={common.nowrap}>{formatTime(at)}</span>,
    },
    {
      title: text.colActions,
      key: 'actions',
      render: (_, item) => (
        <Link to={inArea(resultHref(item.requestId))} className={common.nowrap}>
          {text.viewResult}
        </Link>
      ),
    },
  ];

  return (
    <div className={common.page}>
      <SimPageHeader
        title={text.serviceInfoTitle}
        intro={text.serviceInfoIntro}
        extra={
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate(inArea(paths.simManage))}
          >
            {text.backToManage}
          </Button>
        }
      />
      <Card>
        <Form layout="inline" className={common.filterForm} name="simServiceFilters">
          <Form.Item label={text.action}>
            <Select
              allowClear
              placeholder={text.actionPlaceholder}
              options={ACTION_OPTIONS}
              value={query.action}
              onChange={(v?: SimAction) => setSearch(withQuery(search, { action: v }))}
              style={{ width: 160 }}
              aria-label={text.action}
            />
          </Form.Item>
          <Form.Item label={text.requestStatus}>
            <Select
              allowClear
              placeholder={text.requestStatusPlaceholder}
              options={STATUS_OPTIONS}
              value={query.status}
              onChange={(v?: number) => setSearch(withQuery(search, { status: v }))}
              style={{ width: 140 }}
              aria-label={text.requestStatus}
            />
          </Form.Item>
        </Form>
      </Card>
      <Card>
        <Table<SimBusinessItem>
          size="middle"
          rowKey="requestId"
          aria-label={text.serviceInfoTitle}
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
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
              text.serviceEmpty
            ),
          }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: list.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (total) => text.total(total, true),
            onChange: (page, pageSize) =>
              setSearch(withQuery(search, pageSize === query.pageSize ? { page } : { pageSize })),
          }}
        />
      </Card>
    </div>
  );
}
