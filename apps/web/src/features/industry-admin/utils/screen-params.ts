import { PAGE_SIZE_OPTIONS, type IndustryListQuery, type SceneListQuery } from '@pn/shared';

export const TABS = ['industries', 'scenes', 'links'] as const;
export type Tab = (typeof TABS)[number];

/** What the address query holds: the tab, its filters and page, and the open editor. */
export interface IndustryScreenParams {
  tab: Tab;
  industries: IndustryListQuery;
  scenes: SceneListQuery;
  /** The industry whose links are shown (links tab). */
  linkIndustry: string | undefined;
  /** `new`, the record's id (an industry's key, a scene's number), or null. */
  edit: string | null;
}

const INDUSTRY_ID = /^[A-Za-z0-9_-]{1,32}$/;

const positiveInt = (raw: string | null): number | undefined => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the address query; anything malformed falls back to the default. */
export function industryScreenParams(search: URLSearchParams): IndustryScreenParams {
  const rawTab = search.get('tab');
  const tab = (TABS as readonly string[]).includes(rawTab ?? '') ? (rawTab as Tab) : 'industries';
  const pageSize = Number(search.get('pageSize'));
  const paging = {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
      ? pageSize
      : PAGE_SIZE_OPTIONS[0],
  };
  const keyword = search.get('keyword')?.trim() || undefined;
  const industryId = search.get('industryId') ?? '';
  const status = search.get('status');
  const edit = search.get('edit');
  return {
    tab,
    industries: { ...paging, keyword },
    scenes: {
      ...paging,
      keyword,
      industryId: INDUSTRY_ID.test(industryId) ? industryId : undefined,
      status: status === '0' || status === '1' ? Number(status) : undefined,
    },
    linkIndustry: INDUSTRY_ID.test(industryId) ? industryId : undefined,
    edit: edit === 'new' || (edit && INDUSTRY_ID.test(edit)) ? edit : null,
  };
}

/** The scene id of an `edit` value, or null for `new` and malformed values. */
export function sceneIdOf(edit: string | null): number | null {
  return positiveInt(edit) ?? null;
}

/**
 * The address query with `patch` applied: empty values remove their key; the page goes
 * back to 1 whenever a filter or the page size changes; a new tab starts afresh.
 */
export function patchSearch(
  search: URLSearchParams,
  patch: Record<string, string | number | undefined>,
): URLSearchParams {
  if ('tab' in patch) {
    const next = new URLSearchParams();
    if (patch.tab !== undefined) next.set('tab', String(patch.tab));
    return next;
  }
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  const resetsPage = Object.keys(patch).some((k) => k !== 'page' && k !== 'edit');
  if (resetsPage && !('page' in patch)) next.delete('page');
  return next;
}
