import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { errorMessageOf } from '@/lib/api-errors';

export const dataStateText = {
  failed: '数据加载失败',
  retry: '重试',
  empty: '暂无数据',
} as const;

interface DataStateProps {
  /** The query behind the block (TanStack Query's result). */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Loaded, and nothing to show. */
  empty?: boolean;
  emptyText?: ReactNode;
  /** Skeleton rows while loading. */
  rows?: number;
  children: ReactNode;
}

/**
 * The states of a console data block: a skeleton while it loads, the failure with 重试
 * (never zeros or "no data" in its place), a true empty state, or the content.
 */
export function DataState({
  query,
  empty = false,
  emptyText = dataStateText.empty,
  rows = 3,
  children,
}: DataStateProps) {
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={dataStateText.failed}
        description={errorMessageOf(query.error)}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {dataStateText.retry}
          </Button>
        }
      />
    );
  }
  if (query.isPending) return <Skeleton active title={false} paragraph={{ rows }} />;
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <>{children}</>;
}
