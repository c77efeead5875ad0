import { FAQ_CATEGORIES, PAGE_SIZE_OPTIONS, type FaqCategory, type FaqListQuery } from '@pn/shared';

/** What the address query holds on the FAQ screen: filters, page and the open editor. */
export interface FaqScreenParams {
  query: FaqListQuery;
  /** `new`, a question's id, or null when no editor is open. */
  edit: 'new' | number | null;
}

const positiveInt = (raw: string | null): number | undefined => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the address query; anything malformed falls back to the default. */
export function faqScreenParams(search: URLSearchParams): FaqScreenParams {
  const pageSize = Number(search.get('pageSize'));
  const category = search.get('category');
  const status = search.get('status');
  const keyword = search.get('keyword')?.trim();
  const edit = search.get('edit');
  return {
    query: {
      page: positiveInt(search.get('page')) ?? 1,
      pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
        ? pageSize
        : PAGE_SIZE_OPTIONS[0],
      keyword: keyword || undefined,
      category: FAQ_CATEGORIES.some((c) => c.value === category)
        ? (category as FaqCategory)
        : undefined,
      status: status === '0' || status === '1' ? Number(status) : undefined,
    },
    edit: edit === 'new' ? 'new' : (positiveInt(edit) ?? null),
  };
}

/**
 * The address query with `patch` applied: empty values remove their key; the page goes
 * back to 1 whenever a filter or the page size changes.
 */
export function patchSearch(
  search: URLSearchParams,
  patch: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  const resetsPage = Object.keys(patch).some((k) => k !== 'page' && k !== 'edit');
  if (resetsPage && !('page' in patch)) next.delete('page');
  return next;
}
