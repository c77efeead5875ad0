import { useQuery } from '@tanstack/react-query';
import type { DnnEntry } from '@pn/shared';
import { useEffect } from 'react';
import { dnnApi, dnnKeys } from './api/dnn-api';

/**
 * The DNN entry list of spec §3, kept in session storage: the caller's DNN names, filled
 * from /network/dnn/entries whenever an A2 screen loads, so pickers show them at once.
 */
export const DNN_ENTRIES_KEY = 'dnnEntryList';

function isEntry(v: unknown): v is DnnEntry {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return typeof e.id === 'number' && typeof e.dnn === 'string' && typeof e.status === 'number';
}

/** The stored list; empty when there is none or it is unreadable. */
export function readDnnEntries(): DnnEntry[] {
  try {
    const raw = window.sessionStorage.getItem(DNN_ENTRIES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function writeDnnEntries(entries: readonly DnnEntry[]): void {
  try {
    window.sessionStorage.setItem(DNN_ENTRIES_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or unavailable: the list lives in the query cache only.
  }
}

/** The DNN entry list: the stored one at once, then the server's (stored again). */
export function useDnnEntries() {
  const query = useQuery<DnnEntry[]>({
    queryKey: dnnKeys.entries,
    queryFn: ({ signal }) => dnnApi.entries({ signal }),
    placeholderData: (previous) => {
      if (previous) return previous;
      const stored = readDnnEntries();
      return stored.length > 0 ? stored : undefined;
    },
  });
  const { data, isPlaceholderData } = query;
  useEffect(() => {
    if (data && !isPlaceholderData) writeDnnEntries(data);
  }, [data, isPlaceholderData]);
  return query;
}
