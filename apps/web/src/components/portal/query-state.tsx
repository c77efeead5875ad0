import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { common } from '@/locales/zh-CN/common';
import styles from './portal.module.css';

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  /** Whether the loaded data has nothing to show. */
  isEmpty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  /** Skeleton rows while loading. */
  rows?: number;
  children: ReactNode;
}

/** Loading skeleton, error with retry, or empty state around a portal data block. */
export function QueryState({
  isPending,
  error,
  isEmpty,
  emptyText = '暂无内容',
  onRetry,
  rows = 6,
  children,
}: QueryStateProps) {
  if (isPending) {
    return (
      <div
        className={`${styles.stateBox} ${styles.stateLoading}`}
        aria-busy="true"
        aria-label={common.loading}
      >
        <Skeleton active paragraph={{ rows }} />
      </div>
    );
  }
  if (error) {
    const message = isApiError(error) ? error.message : '内容加载失败，请稍后重试';
    return (
      <div className={styles.stateBox}>
        <Result
          status="warning"
          title={message}
          extra={
            onRetry ? (
              <Button type="primary" onClick={onRetry}>
                {common.retry}
              </Button>
            ) : null
          }
        />
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className={styles.stateBox}>
        <Empty description={emptyText} />
      </div>
    );
  }
  return <>{children}</>;
}
