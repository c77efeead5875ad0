import { MARKET_APPLICATION_LIMITS, MarketApplicationState } from '@pn/shared';
import { filterParam, type FiltersOf, type ListPaging } from '@/lib/use-admin-list-query';

/** The application list's filters as the address holds them (`?keyword&state&industryId`). */
export const APPLICATION_FILTERS = {
  keyword: filterParam.text(MARKET_APPLICATION_LIMITS.keyword),
  state: filterParam.oneOf(Object.values(MarketApplicationState)),
  industryId: filterParam.matching(/^[A-Za-z0-9_-]{1,32}$/),
};

/** What the list endpoint takes: the filters and the page. */
export type ApplicationListParams = FiltersOf<typeof APPLICATION_FILTERS> & ListPaging;
