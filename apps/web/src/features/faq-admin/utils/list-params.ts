import { FAQ_CATEGORIES, FaqStatus } from '@pn/shared';
import { filterParam } from '@/lib/use-admin-list-query';

/** The FAQ list's filters as the address holds them. */
export const FAQ_FILTERS = {
  keyword: filterParam.text(100),
  category: filterParam.oneOf(FAQ_CATEGORIES.map((c) => c.value)),
  status: filterParam.oneOf<number>([FaqStatus.DISABLED, FaqStatus.ENABLED]),
};
