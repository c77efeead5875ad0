import { CONTENT_LIMITS, ContentState } from '@pn/shared';
import { filterParam, type FiltersOf, type ListPaging } from '@/lib/use-admin-list-query';

/** The list's filters as the address keeps them: keyword, state and industry. */
export const CONTENT_FILTERS = {
  keyword: filterParam.text(CONTENT_LIMITS.keyword),
  /** 0 draft, 1 published; undefined for both. */
  state: filterParam.oneOf<number>([ContentState.DRAFT, ContentState.PUBLISHED]),
  /** An industry id; undefined for every industry. */
  trade: filterParam.matching(/^[A-Za-z0-9_-]{1,32}$/),
};

/** The list query: filters and page. */
export type AdminListQuery = FiltersOf<typeof CONTENT_FILTERS> & ListPaging;

/** What `?edit=` opens: `new` or a record id. */
export type EditTarget = 'new' | number;
