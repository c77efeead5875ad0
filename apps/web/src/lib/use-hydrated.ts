import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is prerendered or hydrated, true from the render after that (and at
 * once when the app renders without prerendered markup): parts that need the app running
 * to work render only then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
