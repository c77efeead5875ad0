import { SceneStatus } from '@pn/shared';
import { filterParam } from '@/lib/use-admin-list-query';

export const TABS = ['industries', 'scenes', 'links'] as const;
export type Tab = (typeof TABS)[number];

const INDUSTRY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The tab in the address; the industries by default. */
export function tabOf(search: URLSearchParams): Tab {
  const raw = search.get('tab');
  return (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'industries';
}

/** The industries tab's filters. */
export const INDUSTRY_FILTERS = { keyword: filterParam.text(50) };

/** The scenes tab's filters. */
export const SCENE_FILTERS = {
  keyword: filterParam.text(50),
  industryId: filterParam.matching(INDUSTRY_ID),
  status: filterParam.oneOf<number>([SceneStatus.DISABLED, SceneStatus.ENABLED]),
};

/** The links tab's industry. */
export const LINK_FILTERS = { industryId: filterParam.matching(INDUSTRY_ID) };

/** The industry an `edit` parameter opens: `new`, an industry's key, or null. */
export function industryEditOf(edit: string | null): string | null {
  return edit === 'new' || (edit && INDUSTRY_ID.test(edit)) ? edit : null;
}
