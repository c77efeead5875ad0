import type { KnownScreen } from './menu-tree';

let known: KnownScreen = () => false;

/**
 * Lets screens ask whether a portalUrl has a screen without importing the registry
 * (app/routes/screens.ts), whose lazy imports would tie every route chunk to it.
 * The router registers the registry once at start-up.
 */
export function registerKnownScreens(fn: KnownScreen): void {
  known = fn;
}

/** Whether this build has a screen for `portalUrl` (spec §2: only those get routes). */
export function isKnownScreen(portalUrl: string): boolean {
  return known(portalUrl);
}
