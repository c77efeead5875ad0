import { useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZE_OPTIONS,
  SIM_ACTION_LABELS,
  SIM_REQUEST_STATUS_LABELS,
  SimRequestStatus,
  type SimBusinessResult,
  type SimBusinessResultItem,
} from '@pn/shared';
import { Alert, Button, Progress, Result, Skeleton, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAreaPath } from '@/components/read-only/read-only';
import { hrefOf } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-errors';
import { simApi, simKeys } from '../api/sim-api';

/** How often a request still being handled is asked about again. */
export const RESULT_POLL_MS = 1000;

/** Polls a business request every second until it is done; only its failures are listed. */
export function useBusinessResult(requestId: string | null, page = 1, pageSize = 10) {
  const query = { requestId: requestId ?? '', success: false, page, pageSize };
  return useQuery({
    queryKey: simKeys.businessResult(query),
    queryFn: ({ signal }) => simApi.businessResult(query, { signal }),
    enabled: Boolean(requestId),
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.status === 'error' || q.state.data?.request.status === SimRequestStatus.DONE
        ? false
        : RESULT_POLL_MS,
  });
}

/** done, and how it went: all succeeded, some failed, or all failed. */
export function outcomeOf(request: SimBusinessResult['request']) {
  if (request.status !== SimRequestStatus.DONE) return 'pending' as const;
  if (request.failed === 0) return 'success' as const;
  return request.succeeded === 0 ? ('error' as const) : ('warning' as const);
}

const TITLES = {
  pending: '业务已受理，正在处理',
  success: '办理成功',
  warning: '部分办理成功',
  error: '办理失败',
} as const;

const failureColumns: ColumnsType<SimBusinessResultItem> = [
  { title: '序号', dataIndex: 'seq', width: 72 },
  { title: 'MSISDN', dataIndex: 'msisdn', width: 140 },
  { title: 'ICCID', dataIndex: 'iccid', render: (v: string | null) => v || '-' },
  { title: '失败原因', dataIndex: 'message' },
];

interface BusinessResultViewProps {
  requestId: string;
  /** Runs once when the request is done (to refresh the lists it changed). */
  onDone?: (result: SimBusinessResult) => void;
  /** Buttons under the result. */
  extra?: ReactNode;
  /** Smaller layout for drawers. */
  compact?: boolean;
}

/**
 * The handling result of one business request: progress while it is being handled, then
 * succeeded/failed counts with the failed cards and their reasons, and a link to the full
 * handling result.
 */
export function BusinessResultView({ requestId, onDone, extra, compact }: BusinessResultViewProps) {
  const inArea = useAreaPath();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const result = useBusinessResult(requestId, page, pageSize);
  const doneFor = useRef<string | null>(null);
  const data = result.data;
  const outcome = data ? outcomeOf(data.request) : 'pending';

  useEffect(() => {
    if (data && outcome !== 'pending' && doneFor.current !== requestId) {
      doneFor.current = requestId;
      onDone?.(data);
    }
  }, [data, outcome, requestId, onDone]);

  if (result.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="无法获取办理结果"
        description={errorMessageOf(result.error)}
        action={
          <Button size="small" onClick={() => void result.refetch()}>
            重试
          </Button>
        }
      />
    );
  if (!data) return <Skeleton active paragraph={{ rows: 3 }} />;

  const { request } = data;
  const processed = request.succeeded + request.failed;
  const percent = request.total > 0 ? Math.floor((processed / request.total) * 100) : 0;
  const link = <Link to={inArea(hrefOf('simServiceResult', { requestId }))}>查看完整办理结果</Link>;

  return (
    <div data-testid="business-result" aria-live="polite">
      <Result
        status={outcome === 'pending' ? 'info' : outcome}
        style={compact ? { padding: '16px 0' } : undefined}
        title={`${SIM_ACTION_LABELS[request.action]}：${TITLES[outcome]}`}
        subTitle={
          <Space orientation="vertical" size={4}>
            <span>
              {outcome === 'pending'
                ? `${SIM_REQUEST_STATUS_LABELS[request.status] ?? '处理中'}，已处理 ${processed} / ${request.total} 张`
                : `共 ${request.total} 张，成功 ${request.succeeded} 张，失败 ${request.failed} 张`}
            </span>
            <span>业务流水号：{request.requestId}</span>
          </Space>
        }
        extra={
          <Space wrap>
            {extra}
            {link}
          </Space>
        }
      >
        {outcome === 'pending' ? (
          <Progress percent={percent} status="active" aria-label="办理进度" />
        ) : null}
      </Result>
      {request.failed > 0 || data.items.total > 0 ? (
        <Table<SimBusinessResultItem>
          size="small"
          rowKey="seq"
          caption={<span style={{ fontWeight: 500 }}>失败明细</span>}
          columns={failureColumns}
          dataSource={data.items.data}
          scroll={{ x: 560 }}
          pagination={{
            current: page,
            pageSize,
            total: data.items.total,
            showSizeChanger: true,
            showQuickJumper: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            showTotal: (total) => `共 ${total} 条`,
            onChange: (p, size) => {
              setPage(size === pageSize ? p : 1);
              setPageSize(size);
            },
          }}
        />
      ) : null}
    </div>
  );
}
