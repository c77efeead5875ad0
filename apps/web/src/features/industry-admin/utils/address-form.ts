import { useCallback, useEffect, useRef } from 'react';

/** The address parameters named `keys`, as a query string: what a filter form shows. */
export function filterKeyOf(search: URLSearchParams, keys: readonly string[]): string {
  const picked = new URLSearchParams();
  for (const key of keys) {
    const value = search.get(key);
    if (value !== null) picked.set(key, value);
  }
  return picked.toString();
}

/**
 * Keeps a filter form showing the filters in the address (on arrival, back and forward,
 * a menu link), but does not overwrite what the operator is typing while the address
 * catches up with a change the form made itself. `fill` gets the filters as a query
 * string; call the returned function with the key of every change the form makes.
 */
export function useAddressForm(filterKey: string, fill: (filters: URLSearchParams) => void) {
  const own = useRef<string | null>(null);
  useEffect(() => {
    if (filterKey === own.current) return;
    own.current = null;
    fill(new URLSearchParams(filterKey));
  }, [filterKey, fill]);
  return useCallback((key: string) => {
    own.current = key;
  }, []);
}
