import type { Crumb } from './menu-tree';

/** What routes declare in `handle`. */
export interface RouteHandle {
  /** Breadcrumb text on console pages (linked to the route's own path). */
  crumb?: string;
  /** Breadcrumb steps of a menu screen: its menu ancestors, then itself (spec §2). */
  crumbs?: Crumb[];
  /** The route needs login (spec §4 `hasLogin`). */
  hasLogin?: boolean;
}

export function crumbOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('crumb' in handle)) return undefined;
  return typeof handle.crumb === 'string' ? handle.crumb : undefined;
}

/** The breadcrumb steps a matched route contributes. */
export function crumbsOf(handle: unknown, pathname: string): Crumb[] {
  const single = crumbOf(handle);
  if (single) return [{ title: single, path: pathname }];
  if (typeof handle !== 'object' || handle === null || !('crumbs' in handle)) return [];
  return Array.isArray(handle.crumbs) ? (handle.crumbs as Crumb[]) : [];
}
