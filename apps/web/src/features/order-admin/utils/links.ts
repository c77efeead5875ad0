import { hrefOf, paths } from '@/config/paths';
import { orderAdminText as text } from '../text';

/** The order's detail in the back office. */
export const orderDetailHref = (id: number) => hrefOf('adminOrderDetail', { id });

/** The lists that open an order's detail, and what going back to each is called. */
const LISTS = [
  { path: paths.adminOrderList, label: text.backToList },
  { path: paths.adminOrderRefund, label: text.backToRefunds },
] as const;

/** What a list's link to a detail carries: the list's address with its filters and page. */
export interface FromList {
  backTo: string;
}

export const fromList = (pathname: string, search: URLSearchParams): FromList => {
  const query = search.toString();
  return { backTo: query ? `${pathname}?${query}` : pathname };
};

/**
 * Where the detail's back link leads: the list it was opened from, as it was left, else
 * the order list.
 */
export function backLinkOf(state: unknown): { href: string; label: string } {
  const backTo = (state as Partial<FromList> | null)?.backTo;
  if (typeof backTo === 'string') {
    const list = LISTS.find((l) => backTo === l.path || backTo.startsWith(`${l.path}?`));
    if (list) return { href: backTo, label: list.label };
  }
  return { href: LISTS[0].path, label: LISTS[0].label };
}
