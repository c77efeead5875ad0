import { FileSearchOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_OPTIONS,
  SIM_ACTION_LABELS,
  type SimBusinessResultItem,
} from '@pn/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Segmented, Skeleton, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAreaPath } from '@/components/read-only/read-only';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-errors';
import { simApi, simKeys } from '../api/sim-api';
import { formatTime } from '../common/format';
import { SimPageHeader } from '../common/page-header';
import { useSimTariffs } from '../common/queries';
import { simText as text } from '../common/text';
import { isPending, paramsSummary, RequestProgress, RequestStatusTag } from './request-parts';
import common from '../common/sim.module.css';

/** The result refreshes this often while the request is queued or processing. */
const POLL_MS = 1000;

type Outcome = 'all' | 'success' | 'failure';

/** The result page's address: requestId, outcome filter, page and page size. */
export function readResultQuery(search: URLSearchParams) {
  const requestId = search.get('requestId')?.trim().slice(0, 36) ?? '';
  const outcome = search.get('success');
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  return {
    requestId,
    success: outcome === 'true' ? true : outcome === 'false' ? false : undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
      ? pageSize
      : PAGE_SIZE_DEFAULT,
  };
}

const outcomeOf = (success: boolean | undefined): Outcome =>
  success === true ? 'success' : success === false ? 'failure' : 'all';

/**
 * 办理结果: one request's summary and progress (polled every second until it is done) and
 * its per-card results, filterable by success or failure, with the reason of each failure.
 */
export function ServiceResultPage() {
  const navigate = useNavigate();
  const inArea = useAreaPath();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readResultQuery(search), [search]);
  const tariffs = useSimTariffs();
  const result = useQuery({
    queryKey: simKeys.businessResult(query),
    queryFn: ({ signal }) => simApi.businessResult(query, { signal }),
    enabled: query.requestId !== '',
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (isPending(q.state.data?.request.status) ? POLL_MS : false),
  });
  const request = result.data?.request;

  // Once done, the card table and overview show the new states.
  const wasPending = useRef(false);
  useEffect(() => {
    if (isPending(request?.status)) wasPending.current = true;
    else if (request && wasPending.current) {
      wasPending.current = false;
      void queryClient.invalidateQueries({ queryKey: ['sim', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['sim', 'overview'] });
    }
  }, [request, queryClient]);

  const update = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '' || (k === 'page' && v === 1)) next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in patch)) next.delete('page');
    if (next.get('pageSize') === String(PAGE_SIZE_DEFAULT)) next.delete('pageSize');
    setSearch(next, { replace: true });
  };

  const columns: ColumnsType<SimBusinessResultItem> = [
    { title: text.colSeq, dataIndex: 'seq', width: 72 },
    {
      title: text.colMsisdn,
      dataIndex: 'msisdn',
      render: (m: string) => <span className={common.mono}>{m}</span>,
    },
    {
      title: text.colIccid,
      dataIndex: 'iccid',
      render: (iccid: string | null) => <span className={common.mono}>{iccid ?? '-'}</span>,
    },
    {
      title: text.colResult,
      dataIndex: 'success',
      render: (ok: boolean | null) =>
        ok === null ? (
          <Tag color="processing">{text.resultPending}</Tag>
        ) : ok ? (
          <Tag color="success">{text.resultSuccess}</Tag>
        ) : (
          <Tag color="error">{text.resultFailure}</Tag>
        ),
    },
    {
      title: text.colMessage,
      dataIndex: 'message',
      render: (m: string, item) => (
        <span style={item.success === false ? { color: '#dc2626' } : undefined}>{m || '-'}</span>
      ),
    },
    {
      title: text.colProcessed,
      dataIndex: 'processedAt',
      render: (at: string | null) => <span className={common.nowrap}>{formatTime(at)}</span>,
    },
  ];

  const header = (
    <SimPageHeader
      title={text.resultTitle}
      extra={
        <>
          <Button
            icon={<FileSearchOutlined />}
            onClick={() => void navigate(inArea(paths.simServiceInfo))}
          >
            {text.serviceInfoTitle}
          </Button>
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate(inArea(paths.simManage))}
          >
            {text.backToManage}
          </Button>
        </>
      }
    />
  );

  if (!query.requestId) {
    return (
      <div className={common.page}>
        {header}
        <Alert type="warning" showIcon title={text.resultMissing} />
      </div>
    );
  }

  return (
    <div className={common.page}>
      {header}
      <Card title={text.resultSummary}>
        {result.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : result.isError && !request ? (
          <Alert
            type="error"
            showIcon
            title={errorMessageOf(result.error)}
            action={
              <Button size="small" onClick={() => void result.refetch()}>
                {text.retry}
              </Button>
            }
          />
        ) : request ? (
          <>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                {
                  key: 'id',
                  label: text.colRequestId,
                  children: <span className={common.mono}>{request.requestId}</span>,
                },
                {
                  key: 'action',
                  label: text.colAction,
                  children: SIM_ACTION_LABELS[request.action] ?? request.action,
                },
                {
                  key: 'status',
                  label: text.requestStatus,
                  children: (
                    <span data-testid="sim-request-status">
                      <RequestStatusTag status={request.status} />
                    </span>
                  ),
                },
                {
                  key: 'params',
                  label: text.colParams,
                  children: paramsSummary(
                    request.params,
                    (id) => tariffs.data?.find((t) => t.id === id)?.name,
                  ),
                },
                { key: 'operator', label: text.colOperator, children: request.operator || '-' },
                { key: 'created', label: text.colCreated, children: formatTime(request.createdAt) },
                {
                  key: 'finished',
                  label: text.colFinished,
                  children: formatTime(request.finishedAt),
                },
              ]}
            />
            <div style={{ maxWidth: 560, marginTop: 8 }}>
              <RequestProgress item={request} />
              <p aria-live="polite" data-testid="sim-request-counts" style={{ margin: '4px 0 0' }}>
                {text.resultProgress(request.succeeded + request.failed, request.total)}，
                {text.resultCounts(request.succeeded, request.failed)}
              </p>
            </div>
          </>
        ) : null}
      </Card>
      <Card
        title={text.resultItems}
        extra={
          <Segmented<Outcome>
            value={outcomeOf(query.success)}
            onChange={(v) =>
              update({ success: v === 'all' ? undefined : v === 'success' ? 'true' : 'false' })
            }
            options={[
              { value: 'all', label: text.resultAll },
              { value: 'success', label: text.resultSuccess },
              { value: 'failure', label: text.resultFailure },
            ]}
            aria-label={text.colResult}
          />
        }
      >
        <Table<SimBusinessResultItem>
          size="middle"
          rowKey="seq"
          aria-label={text.resultItems}
          columns={columns}
          dataSource={result.data?.items.data ?? []}
          loading={result.isPending || (result.isFetching && result.isPlaceholderData)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: text.resultEmpty }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: result.data?.items.total ?? 0,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (total) => text.total(total, true),
            onChange: (page, pageSize) =>
              update(pageSize === query.pageSize ? { page } : { pageSize }),
          }}
        />
      </Card>
    </div>
  );
}
