import { createBrowserRouter, redirect, RouterProvider, type RouteObject } from 'react-router';
import { useState } from 'react';
import { RouteError } from '@/components/errors/route-error';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { requireLogin } from '@/lib/access';
import { withChunkTimeout } from '@/lib/chunk';
import { consoleText } from '@/locales/zh-CN/common';
import type { RouteHandle } from '@/lib/route-handle';
import { RootLayout } from './root-layout';

// Each area is its own set of lazy chunks: the portal's first load (/home) never pulls
// console or back-office code.
const portalLayout = withChunkTimeout(() => import('./routes/portal/layout'));
const consoleLayout = withChunkTimeout(() => import('./routes/console/layout'));
const consoleDashboard = withChunkTimeout(() => import('./routes/console/dashboard'));
const adminLayout = withChunkTimeout(() => import('./routes/admin/layout'));
const adminDashboard = withChunkTimeout(() => import('./routes/admin/dashboard'));
const notFound = withChunkTimeout(() => import('./routes/not-found'));
const forbidden = withChunkTimeout(() => import('./routes/forbidden'));

const dashboardHandle: RouteHandle = { crumb: consoleText.dashboard };

/** A logged-in console area (customer console and its visitor twin). */
function consoleArea(basePath: string, children: RouteObject[]): RouteObject {
  return {
    path: basePath,
    loader: requireLogin,
    lazy: consoleLayout,
    handle: { crumb: consoleText.title } satisfies RouteHandle,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: consoleDashboard, handle: dashboardHandle },
          ...children,
          { path: '*', lazy: notFound },
        ],
      },
    ],
  };
}

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
        lazy: portalLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { path: paths.home, lazy: withChunkTimeout(() => import('./routes/portal/home')) },
              { path: paths.forbidden, lazy: forbidden },
              { path: paths.notFound, lazy: notFound },
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
      consoleArea(paths.control, [
        // Until menus exist (identity issue) the console root is the dashboard.
        { path: paths.controlRoot, lazy: consoleDashboard, handle: dashboardHandle },
      ]),
      consoleArea(paths.touristControl, [
        { path: paths.touristControlUser, lazy: consoleDashboard, handle: dashboardHandle },
      ]),
      {
        path: paths.admin,
        loader: requireLogin,
        lazy: adminLayout,
        handle: { crumb: consoleText.adminTitle } satisfies RouteHandle,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, lazy: adminDashboard, handle: dashboardHandle },
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
