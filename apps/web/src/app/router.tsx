import {
  createBrowserRouter,
  redirect,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { createGuard, loginLoader } from '@/lib/access';
import { withChunkTimeout } from '@/lib/chunk';
import { areaOfPath, type MenuArea } from '@/lib/menu-tree';
import { ensureMenus } from '@/lib/permissions';
import type { RouteHandle } from '@/lib/route-handle';
import { getToken } from '@/lib/session';
import { consoleText } from '@/locales/zh-CN/common';
import { AREA_PAGES_ROUTE_ID, requireMenu } from './permission-routes';
import { RootLayout } from './root-layout';
import { withAntd } from './with-antd';

/**
 * The screen registry of the logged-in areas and the routes made from it (screen-routes.ts):
 * loaded on the first navigation into an area, so the portal's start does not carry it.
 */
const loadScreenRoutes = withChunkTimeout(() => import('./screen-routes'));

// Each area is its own set of lazy chunks: the portal's first load (/home) never pulls
// console, back-office or login code. Areas and screens that use antd load it through
// withAntd; the portal's shell and its main pages render without antd.
const portalLayout = withChunkTimeout(() => import('./routes/portal/layout'));
const authLayout = withChunkTimeout(withAntd(() => import('./routes/auth/layout')));
const consoleLayout = withChunkTimeout(withAntd(() => import('./routes/console/layout')));
const touristLayout = withChunkTimeout(withAntd(() => import('./routes/tourist/layout')));
const adminLayout = withChunkTimeout(withAntd(() => import('./routes/admin/layout')));
const notFound = withChunkTimeout(withAntd(() => import('./routes/not-found')));
const forbidden = withChunkTimeout(withAntd(() => import('./routes/forbidden')));

/**
 * A logged-in, menu-driven area. Its guard runs first (login, then the account's menus);
 * menu screens are registered under `AREA_PAGES_ROUTE_ID[area]` at run time, and the
 * area's catch-all renders 404 only once the guard has let the navigation through.
 */
function loggedInArea(
  area: MenuArea,
  basePath: string,
  layout: typeof consoleLayout,
  crumb: string,
  children: RouteObject[] = [],
): RouteObject {
  return {
    id: `${area}-area`,
    path: basePath,
    loader: createGuard({ area }),
    // The area's screens ask the registry whether a menu entry has a screen: it comes first.
    lazy: async () => (await Promise.all([layout(), loadScreenRoutes()]))[0],
    handle: { crumb, hasLogin: true } satisfies RouteHandle,
    children: [
      {
        id: AREA_PAGES_ROUTE_ID[area],
        ErrorBoundary: RouteError,
        children: [...children, { path: '*', lazy: notFound }],
      },
    ],
  };
}

/**
 * The index route of an area whose root is itself a menu screen (/admin, /tourist/control).
 * An exact match of the area path never reaches route discovery, so this one is declared
 * up front; its loader still requires the menu, like every menu screen.
 */
function areaRootRoute(rootUrl: string): RouteObject[] {
  return [
    {
      id: `menu:${rootUrl}`,
      index: true,
      loader: requireMenu(rootUrl),
      lazy: async () => (await loadScreenRoutes()).screenModule(rootUrl),
    },
  ];
}

const loginRequired = createGuard({ hasLogin: true });

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      // The loader redirects before anything renders.
      { index: true, loader: () => redirect(paths.home), element: null },
      {
        lazy: authLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                path: paths.login,
                loader: loginLoader,
                lazy: withChunkTimeout(() => import('./routes/auth/login')),
              },
              {
                path: paths.forgetPwd,
                lazy: withChunkTimeout(() => import('./routes/auth/forget-pwd')),
              },
              {
                path: paths.registCustomer,
                lazy: withChunkTimeout(() => import('./routes/auth/regist-customer')),
              },
            ],
          },
        ],
      },
      {
        lazy: portalLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { path: paths.home, lazy: withChunkTimeout(() => import('./routes/portal/home')) },
              {
                path: paths.productIntroduce,
                lazy: withChunkTimeout(() => import('./routes/portal/product-introduce')),
              },
              {
                path: paths.productIntro,
                lazy: withChunkTimeout(() => import('./routes/portal/product-intro')),
              },
              // A product name is required (spec §2).
              { path: '/product/intro', loader: () => redirect(paths.notFound), element: null },
              {
                path: paths.solution,
                lazy: withChunkTimeout(() => import('./routes/portal/solutions')),
              },
              {
                path: paths.solutionDetail,
                lazy: withChunkTimeout(() => import('./routes/portal/solution-detail')),
              },
              { path: paths.case, lazy: withChunkTimeout(() => import('./routes/portal/cases')) },
              {
                path: paths.caseDetail,
                lazy: withChunkTimeout(() => import('./routes/portal/case-detail')),
              },
              {
                path: paths.application,
                lazy: withChunkTimeout(withAntd(() => import('./routes/portal/applications'))),
              },
              {
                path: paths.applicationDetail,
                lazy: withChunkTimeout(
                  withAntd(() => import('./routes/portal/application-detail')),
                ),
              },
              {
                path: paths.news,
                lazy: withChunkTimeout(withAntd(() => import('./routes/portal/news'))),
              },
              {
                path: paths.newsDetail,
                lazy: withChunkTimeout(withAntd(() => import('./routes/portal/news-detail'))),
              },
              {
                path: paths.support,
                lazy: withChunkTimeout(withAntd(() => import('./routes/portal/support'))),
              },
              { path: paths.forbidden, lazy: forbidden },
              { path: paths.notFound, lazy: notFound },
              {
                path: paths.productOrder,
                loader: loginRequired,
                handle: { hasLogin: true } satisfies RouteHandle,
                lazy: withChunkTimeout(withAntd(() => import('./routes/portal/product-order'))),
              },
              {
                path: paths.editPwd,
                loader: loginRequired,
                handle: { hasLogin: true } satisfies RouteHandle,
                lazy: withChunkTimeout(withAntd(() => import('./routes/portal/edit-pwd'))),
              },
              {
                path: paths.userCenter,
                loader: async (args) => {
                  await loginRequired(args);
                  return redirect(paths.controlUser);
                },
                handle: { hasLogin: true } satisfies RouteHandle,
              },
              {
                // The older message address: on to the console's detail page.
                path: paths.userNoticeDetailLegacy,
                loader: async (args) => {
                  await loginRequired(args);
                  const id = new URL(args.request.url).searchParams.get('id') ?? '';
                  return redirect(
                    /^\d{1,15}$/.test(id)
                      ? paths.userNoticeDetail.replace(':id', id)
                      : paths.userNotice,
                  );
                },
                handle: { hasLogin: true } satisfies RouteHandle,
              },
              // Unknown portal paths: 404, except the ones that need login (/…control…,
              // /base/unionmall…), which send a visitor without a token to login first.
              { path: '*', loader: createGuard({}), lazy: notFound },
            ],
          },
        ],
      },
      // Drafts previewed from the back office: no header, no side navigation (spec §2).
      {
        loader: loginRequired,
        handle: { hasLogin: true } satisfies RouteHandle,
        ErrorBoundary: RouteError,
        children: [
          {
            path: paths.customerCasePreview,
            lazy: withChunkTimeout(withAntd(() => import('./routes/preview/case-preview'))),
          },
          {
            path: paths.industrySolutionPreview,
            lazy: withChunkTimeout(withAntd(() => import('./routes/preview/solution-preview'))),
          },
        ],
      },
      loggedInArea('console', paths.control, consoleLayout, consoleText.dashboard, [
        // Without a token the area guard (running alongside) sends the user to login.
        {
          index: true,
          loader: () => (getToken() ? redirect(paths.controlRoot) : null),
          element: null,
        },
        {
          path: paths.controlRoot,
          loader: async (args) => (await loadScreenRoutes()).controlRootLoader(args),
          element: null,
        },
      ]),
      loggedInArea(
        'tourist',
        paths.touristControl,
        touristLayout,
        consoleText.touristTitle,
        areaRootRoute(paths.touristControl),
      ),
      loggedInArea(
        'admin',
        paths.admin,
        adminLayout,
        consoleText.adminTitle,
        areaRootRoute(paths.admin),
      ),
    ],
  },
];

const AREA_LAYOUTS: Readonly<Record<MenuArea, typeof consoleLayout>> = {
  console: consoleLayout,
  tourist: touristLayout,
  admin: adminLayout,
};

/**
 * On the way into a logged-in area, the account's menus, the screen at the address and the
 * area's frame start loading at once: the router matches the screen only once the screen
 * registry has patched the menus' routes in (createPermissionRoutesPatcher), and would
 * otherwise ask for them one after the other. All are cached: the guard and the routes
 * find them. The screen (two rounds of requests: its module, then what it imports) goes
 * out before the frame's few dozen files, which would hold it up.
 */
async function patchAreaRoutes(
  area: MenuArea,
  args: Parameters<PatchRoutesOnNavigationFunction>[0],
) {
  const loggedIn = Boolean(getToken());
  const screens = loadScreenRoutes();
  if (loggedIn) void ensureMenus().catch(() => {});
  // The patch asks for the screen's module before it waits for the menus.
  const patched = (await screens).patchScreenRoutes(args);
  if (loggedIn) void AREA_LAYOUTS[area]().catch(() => {});
  await patched;
}

/** Router options shared by the app and its tests. */
export function createRouterOptions() {
  return {
    patchRoutesOnNavigation: (async (args) => {
      const area = areaOfPath(args.path);
      if (area) await patchAreaRoutes(area, args);
    }) satisfies PatchRoutesOnNavigationFunction,
  };
}

/** The app's router, on the browser's address bar. */
export function createAppRouter() {
  return createBrowserRouter(routes, createRouterOptions());
}

/** Resolves once `router` has loaded the route modules (and data) of its first location. */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
