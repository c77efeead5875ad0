import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ContentNotFound, type NotFoundText } from '@/components/portal/content-not-found';
import portal from '@/components/portal/portal.module.css';
import { QueryState } from '@/components/portal/query-state';
import { isApiError } from '@/lib/api-client';

interface ContentDetailStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch'>;
  /** No such published record, or the address names none. */
  missing: boolean;
  notFound: NotFoundText;
  /** The list the not-found state leads back to. */
  listPath: string;
  /** The page once the record is loaded. */
  children: (detail: T) => ReactNode;
}

/** A detail page's record, or until it is there the loading, failure or not-found state. */
export function ContentDetailState<T>({
  query,
  missing,
  notFound,
  listPath,
  children,
}: ContentDetailStateProps<T>) {
  if (missing) {
    return (
      <ContentNotFound
        text={notFound}
        backTo={listPath}
        reason={isApiError(query.error) ? query.error.message : undefined}
      />
    );
  }
  if (query.data === undefined) {
    return (
      <div className={portal.sectionInner}>
        <QueryState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          rows={12}
        >
          {null}
        </QueryState>
      </div>
    );
  }
  return children(query.data);
}
