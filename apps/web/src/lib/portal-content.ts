import {
  CONTENT_FETCH_PAGE_SIZE,
  ContentState,
  INDUSTRIES,
  type CaseListItem,
  type PageResult,
  type SolutionListItem,
} from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hrefOf } from '@/config/paths';
import { api } from '@/lib/api-client';

/**
 * The portal's published cases and solutions. Like the spec's portal (page 1, size 1000,
 * state 1) it fetches every published record once; the header popovers, the /case and
 * /solution lists and the home page share the cached result.
 */
const PORTAL_LIST = { page: 1, pageSize: CONTENT_FETCH_PAGE_SIZE, state: ContentState.PUBLISHED };

const STALE_MS = 5 * 60_000;

export const portalCasesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'cases', 'portal'],
    queryFn: ({ signal }) =>
      api
        .get<PageResult<CaseListItem>>('sm/success/case/list', PORTAL_LIST, { signal })
        .then((page) => page.data),
    staleTime: STALE_MS,
  });

export const portalSolutionsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'solutions', 'portal'],
    queryFn: ({ signal }) =>
      api
        .get<PageResult<SolutionListItem>>('sm/content/manager/list', PORTAL_LIST, { signal })
        .then((page) => page.data),
    staleTime: STALE_MS,
  });

export function usePortalCases() {
  return useQuery(portalCasesQueryOptions());
}

export function usePortalSolutions() {
  return useQuery(portalSolutionsQueryOptions());
}

export interface IndustryGroup<T> {
  /** Industry id (the records' `trade`). */
  id: string;
  name: string;
  items: T[];
}

/**
 * Records grouped by industry, industries in catalogue order, then any industry the
 * catalogue does not know (named by the record), empty industries left out.
 */
export function groupByIndustry<T extends { trade: string; industryName: string }>(
  items: readonly T[],
): IndustryGroup<T>[] {
  const groups = new Map<string, IndustryGroup<T>>(
    INDUSTRIES.map((i) => [i.id, { id: i.id, name: i.name, items: [] }]),
  );
  for (const item of items) {
    const id = item.trade || 'other';
    let group = groups.get(id);
    if (!group) {
      group = { id, name: item.industryName || '其他行业', items: [] };
      groups.set(id, group);
    }
    group.items.push(item);
  }
  return [...groups.values()].filter((g) => g.items.length > 0);
}

/** Portal link of a case: built-in cases by type, editor-made ones by id. */
export function caseHref(item: { pkId: number; type: string | null }): string {
  return hrefOf('caseDetail', item.type ? { type: item.type, id: item.pkId } : { id: item.pkId });
}

/** Portal link of a solution. */
export function solutionHref(item: { pkId: number; type: string | null }): string {
  return hrefOf(
    'solutionDetail',
    item.type ? { type: item.type, id: item.pkId } : { id: item.pkId },
  );
}
