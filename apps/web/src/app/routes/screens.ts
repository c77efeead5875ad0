import { paths } from '@/config/paths';
import { withChunkTimeout } from '@/lib/chunk';

/**
 * The screen registry: every menu portalUrl this build has a screen for, with its lazy
 * route module. Menu entries whose portalUrl is not here get no route (spec §2); add a
 * line here when a later issue builds another console or back-office screen.
 */
export const SCREENS = {
  [paths.controlHome]: withChunkTimeout(() => import('./console/overview')),
  [paths.userAccount]: withChunkTimeout(() => import('./console/account')),
  [paths.userChangePassword]: withChunkTimeout(() => import('./console/change-password')),
  [paths.userChangeMobile]: withChunkTimeout(() => import('./console/change-mobile')),
  [paths.touristControl]: withChunkTimeout(() => import('./tourist/home')),
  [paths.touristControlUser]: withChunkTimeout(() => import('./tourist/user')),
  [paths.admin]: withChunkTimeout(() => import('./admin/dashboard')),
  [paths.adminCase]: withChunkTimeout(() => import('./admin/content-case')),
  [paths.adminSolution]: withChunkTimeout(() => import('./admin/content-solution')),
  [paths.adminNews]: withChunkTimeout(() => import('./admin/content-news')),
  [paths.adminNotice]: withChunkTimeout(() => import('./admin/content-notice')),
  [paths.adminIndustry]: withChunkTimeout(() => import('./admin/content-industry')),
  [paths.adminFaq]: withChunkTimeout(() => import('./admin/content-faq')),
  [paths.adminMarketDemand]: withChunkTimeout(() => import('./admin/market-demand')),
} satisfies Record<string, () => Promise<{ Component: unknown }>>;

export type ScreenLoader = () => Promise<{ Component: unknown }>;

/** Whether this build has a screen for `portalUrl`. */
export function isKnownScreen(portalUrl: string): boolean {
  return Object.hasOwn(SCREENS, portalUrl);
}
