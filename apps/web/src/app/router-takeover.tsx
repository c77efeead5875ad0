import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router';
import type { NavigateOptions } from '@/lib/portal-nav';
import { createAppRouter, whenRouterReady } from './router';

/**
 * The router, taking over from a prerendered page's island (app/portal-island.tsx): it
 * starts on the page's own address, then goes where the visitor asked (read once the
 * router is ready: a later click wins). The element renders the app there.
 */
export async function routerAt(
  destination: () => { href: string; options?: NavigateOptions },
): Promise<ReactElement> {
  const router = createAppRouter();
  await whenRouterReady(router);
  const { href, options } = destination();
  await router.navigate(href, options);
  return <RouterProvider router={router} />;
}
