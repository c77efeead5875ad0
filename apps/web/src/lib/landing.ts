import type { MenuNode } from '@pn/shared';
import { paths } from '@/config/paths';
import { AREA_ROOT, hasArea, type MenuArea } from './menu-tree';
import { ensureMenus } from './permissions';
import { getLoginInfo, StorageKey } from './session';
import { storage } from './storage';

/** The working areas an account can come back to after login. */
type WorkArea = Extract<MenuArea, 'console' | 'admin'>;

type Remembered = Record<string, WorkArea>;
/** Accounts remembered on one browser; the oldest are dropped beyond this. */
const REMEMBERED_MAX = 20;

/** Notes that the logged-in account works in `area` now (its next login lands there). */
export function rememberArea(area: MenuArea): void {
  const account = getLoginInfo()?.loginAccount;
  if (!account || (area !== 'console' && area !== 'admin')) return;
  const map = storage.getJson<Remembered>(StorageKey.LAST_AREA) ?? {};
  if (map[account] === area) return;
  delete map[account];
  const entries = [...Object.entries(map), [account, area] as const].slice(-REMEMBERED_MAX);
  storage.setJson(StorageKey.LAST_AREA, Object.fromEntries(entries));
}

export function rememberedArea(account: string): WorkArea | null {
  const area = storage.getJson<Remembered>(StorageKey.LAST_AREA)?.[account];
  return area === 'console' || area === 'admin' ? area : null;
}

/**
 * Where a login without a `redirect` lands: the area the account last worked in when it
 * still holds it; else the back office for operator staff and administrators (anyone with
 * back-office menus), the console for customers.
 */
export function landingPath(groups: readonly MenuNode[], remembered: WorkArea | null): string {
  if (remembered && hasArea(groups, remembered)) return AREA_ROOT[remembered];
  if (hasArea(groups, 'admin')) return paths.admin;
  return paths.control;
}

/** The landing of the account just logged in (its menus loaded on the way). */
export async function landingAfterLogin(): Promise<string> {
  const account = getLoginInfo()?.loginAccount ?? '';
  try {
    const { groups } = await ensureMenus();
    return landingPath(groups, rememberedArea(account));
  } catch {
    // The console's own guard deals with menus that fail to load.
    return paths.control;
  }
}
