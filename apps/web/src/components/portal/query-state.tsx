import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { common } from '@/locales/zh-CN/common';
import styles from './portal.module.css';
import state from './query-state.module.css';

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

/** An empty box with a document in it: "nothing here". */
function EmptyArt() {
  return (
    <svg className={state.emptyArt} viewBox="0 0 64 41" aria-hidden="true">
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
        <g fillRule="nonzero" stroke="#d9d9d9">
          <path d="M55 12.76 44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
          <path
            d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
            fill="#fafafa"
          />
        </g>
      </g>
    </svg>
  );
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
        <div className={state.skeleton} aria-hidden="true">
          <span className={state.skeletonTitle} />
          {Array.from({ length: rows }, (_, i) => (
            <span key={i} className={state.skeletonLine} />
          ))}
        </div>
      </div>
    );
  }
  if (error) {
    const message = isApiError(error) ? error.message : '内容加载失败，请稍后重试';
    return (
      <div className={styles.stateBox}>
        <div className={state.result} role="alert">
          <svg className={state.warningIcon} viewBox="64 64 896 896" aria-hidden="true">
            <path
              fill="currentColor"
              d="M955.7 856l-416-720c-6.2-10.7-16.9-16-27.7-16s-21.6 5.3-27.7 16l-416 720C56 877.4 71.4 904 96 904h832c24.6 0 40-26.6 27.7-48zM480 416c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v184c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V416zm32 352a48.01 48.01 0 010-96 48.01 48.01 0 010 96z"
            />
          </svg>
          <p className={state.resultTitle}>{message}</p>
          {onRetry ? (
            <button type="button" className={styles.buttonPrimary} onClick={onRetry}>
              {common.retry}
            </button>
          ) : null}
        </div>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className={styles.stateBox}>
        <div className={state.empty}>
          <EmptyArt />
          <p className={state.emptyText}>{emptyText}</p>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}
