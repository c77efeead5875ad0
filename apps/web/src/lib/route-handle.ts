/** What routes declare in `handle`. */
export interface RouteHandle {
  /** Breadcrumb text on console pages. */
  crumb?: string;
}

export function crumbOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('crumb' in handle)) return undefined;
  return typeof handle.crumb === 'string' ? handle.crumb : undefined;
}
