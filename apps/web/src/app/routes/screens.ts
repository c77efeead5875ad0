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
  [paths.simOverview]: withChunkTimeout(() => import('./console/sim-overview')),
  [paths.simManage]: withChunkTimeout(() => import('./console/sim-manage')),
  [paths.simTariff]: withChunkTimeout(() => import('./console/sim-tariff')),
  [paths.simDiagnosis]: withChunkTimeout(() => import('./console/sim-diagnosis')),
  [paths.simRisk]: withChunkTimeout(() => import('./console/sim-risk')),
  [paths.simProbeOverview]: withChunkTimeout(() => import('./console/sim-probe-overview')),
  [paths.simProbeManage]: withChunkTimeout(() => import('./console/sim-probe-manage')),
  [paths.orderedSimFee]: withChunkTimeout(() => import('./console/ordered-sim-fee')),
  [paths.orderedGroupFee]: withChunkTimeout(() => import('./console/ordered-group-fee')),
  [paths.touristControl]: withChunkTimeout(() => import('./tourist/home')),
  [paths.touristControlUser]: withChunkTimeout(() => import('./tourist/user')),
  [paths.admin]: withChunkTimeout(() => import('./admin/dashboard')),
  [paths.adminCase]: withChunkTimeout(() => import('./admin/content-case')),
  [paths.adminSolution]: withChunkTimeout(() => import('./admin/content-solution')),
  [paths.adminNews]: withChunkTimeout(() => import('./admin/content-news')),
  [paths.adminNotice]: withChunkTimeout(() => import('./admin/content-notice')),
  [paths.adminIndustry]: withChunkTimeout(() => import('./admin/content-industry')),
  [paths.adminFaq]: withChunkTimeout(() => import('./admin/content-faq')),
  [paths.adminApplication]: withChunkTimeout(() => import('./admin/content-application')),
  [paths.adminMarketDemand]: withChunkTimeout(() => import('./admin/market-demand')),
} satisfies Record<string, () => Promise<{ Component: unknown }>>;

export type ScreenLoader = () => Promise<{ Component: unknown }>;

/** A page under a menu screen that is no menu entry itself (a query or result page). */
export interface ScreenChild {
  /** Its own path (under the parent's portalUrl by convention). */
  path: string;
  /** Its breadcrumb step. */
  title: string;
  lazy: ScreenLoader;
}

/**
 * Sub-pages of menu screens, by the parent's portalUrl. Each is registered beside its
 * parent, behind the parent's menu permission, with the breadcrumb parent › child (a
 * sibling whose path is a prefix of this one's comes in between).
 */
export const SCREEN_CHILDREN = {
  [paths.simManage]: [
    {
      path: paths.simServiceInfo,
      title: '业务办理查询',
      lazy: withChunkTimeout(() => import('./console/sim-service-info')),
    },
    {
      path: paths.simServiceResult,
      title: '办理结果',
      lazy: withChunkTimeout(() => import('./console/sim-service-result')),
    },
  ],
} satisfies Record<string, readonly ScreenChild[]>;

/** Whether this build has a screen for `portalUrl`. */
export function isKnownScreen(portalUrl: string): boolean {
  return Object.hasOwn(SCREENS, portalUrl);
}
