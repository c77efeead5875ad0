import { registerKnownScreens } from '@/lib/known-screens';
import { createControlRootLoader, createPermissionRoutesPatcher } from './permission-routes';
import { isKnownScreen, SCREEN_CHILDREN, SCREENS } from './routes/screens';

// The logged-in areas' screen registry and what the router makes of it. Loaded on the first
// navigation into an area (router.tsx), never by the portal: the registry's lazy imports
// name every console and back-office screen.
registerKnownScreens(isKnownScreen);

/** Registers the account's menu screens on a navigation into an area (spec §4). */
export const patchScreenRoutes = createPermissionRoutesPatcher(
  SCREENS,
  isKnownScreen,
  SCREEN_CHILDREN,
);

/** /control/root: the first permitted menu's screen, or /403. */
export const controlRootLoader = createControlRootLoader(isKnownScreen);

/** The route module of the menu screen at `portalUrl`. */
export function screenModule(portalUrl: string) {
  const lazy = SCREENS[portalUrl];
  if (!lazy) throw new Error(`no screen is registered for ${portalUrl}`);
  return lazy();
}
