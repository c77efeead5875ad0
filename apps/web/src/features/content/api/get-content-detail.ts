import type { CaseDetail, SolutionDetail } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '@/lib/api-client';
import { contentKeyOf, isContentMissing, type ContentKey } from './portal-content-detail';

interface ContentDetailOptions {
  /**
   * Back-office preview: send the editor's token so drafts can be read, and always
   * refetch (the editor may have just saved).
   */
  preview?: boolean;
}

/** Where a kind of record is read, by id or, for a built-in record, by type. */
interface DetailSource {
  kind: 'cases' | 'solutions';
  path: string;
}

const CASE_DETAIL: DetailSource = { kind: 'cases', path: 'sm/success/case/detail' };
const SOLUTION_DETAIL: DetailSource = { kind: 'solutions', path: 'sm/content/manager/detail' };

const detailQueryOptions = <T>(source: DetailSource, key: ContentKey, preview: boolean) =>
  queryOptions({
    queryKey: ['content', source.kind, 'detail', { id: key.id, type: key.type, preview }],
    queryFn: ({ signal }) =>
      api.get<T>(source.path, { id: key.id, type: key.type }, { signal, needsLogin: preview }),
    staleTime: preview ? 0 : 5 * 60_000,
  });

/**
 * The record the page's address (`?type=&id=`) names, and whether there is none to show
 * (no usable id or type, which fetches nothing, or no such published record).
 */
function useAddressedDetail<T>(source: DetailSource, { preview = false }: ContentDetailOptions) {
  const [search] = useSearchParams();
  const key = useMemo(() => contentKeyOf(search), [search]);
  const query = useQuery({
    ...detailQueryOptions<T>(source, key ?? {}, preview),
    enabled: key !== null,
  });
  return { query, missing: key === null || isContentMissing(query.error) };
}

/** The case a case page's address names. */
export function useCaseDetail(options: ContentDetailOptions = {}) {
  return useAddressedDetail<CaseDetail>(CASE_DETAIL, options);
}

/** The solution a solution page's address names. */
export function useSolutionDetail(options: ContentDetailOptions = {}) {
  return useAddressedDetail<SolutionDetail>(SOLUTION_DETAIL, options);
}
