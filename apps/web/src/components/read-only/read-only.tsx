import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { pathInArea, type MenuArea } from '@/lib/menu-tree';

const AreaContext = createContext<MenuArea>('console');

/**
 * The logged-in area the screens below render in. The visitor console (`tourist`) shows
 * console screens read-only: their write controls go through WriteGuard and their links
 * through useAreaPath.
 */
export function ConsoleAreaProvider({ area, children }: { area: MenuArea; children: ReactNode }) {
  return <AreaContext.Provider value={area}>{children}</AreaContext.Provider>;
}

/** Whether the screens here are read-only (the visitor console). */
export function useReadOnly(): boolean {
  return useContext(AreaContext) === 'tourist';
}

/**
 * Maps a console path (query included) to the current area, so that links and navigation
 * inside a mirrored screen stay in the visitor console.
 */
export function useAreaPath(): (consolePath: string) => string {
  const area = useContext(AreaContext);
  return useCallback((consolePath: string) => pathInArea(consolePath, area), [area]);
}
