import { Status } from '@pn/shared';
import { isApiError } from '@/lib/api-client';

/** The record a case or solution detail page asks for. */
export interface ContentKey {
  id?: number;
  type?: string;
}

/**
 * Reads back what caseHref / solutionHref write: `?type=&id=`. A valid id wins (it names
 * one record, built-in or not); otherwise the built-in type; null when neither is usable.
 */
export function contentKeyOf(search: URLSearchParams): ContentKey | null {
  const id = search.get('id')?.trim() ?? '';
  if (/^\d{1,15}$/.test(id) && Number(id) > 0) return { id: Number(id) };
  const type = search.get('type')?.trim() ?? '';
  return type ? { type } : null;
}

/**
 * Whether a detail query failed because there is no such published record (or the
 * address cannot name one): the page shows a not-found state rather than a retry.
 */
export function isContentMissing(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === Status.NOT_FOUND || error.status === Status.VALIDATION_FAILED)
  );
}
