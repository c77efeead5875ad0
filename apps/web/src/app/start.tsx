// First: zod's settings must precede every schema.
import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startErrorLogUploader } from '@/lib/error-log-uploader';
import { startKeepalive } from '@/lib/keepalive';
import { getToken, syncSessionAcrossTabs } from '@/lib/session';
import { App } from '.';
import { createAppRouter, whenRouterReady } from './router';

/**
 * Whether #root holds this page as prerendered at build time (the server sends it for the
 * public pages' plain addresses). The markup is an anonymous visitor's: a signed-in user's
 * header differs, so their page renders afresh (over the prerendered one, without a blank).
 */
function canHydrate(container: HTMLElement): boolean {
  return container.dataset.prerendered === window.location.pathname && !getToken();
}

/**
 * Starts the app in `container` (#root): renders it, or hydrates the prerendered page.
 * Says which, once the render has been scheduled (`reloading`: a sign-on reloads the page).
 */
export async function start(
  container: HTMLElement,
): Promise<'hydrating' | 'rendering' | 'reloading'> {
  // Single sign-on from a partner system: log in first (its code loads only then).
  if (new URLSearchParams(window.location.search).has('token')) {
    const { runSsoLanding } = await import('./sso-landing');
    if ((await runSsoLanding()) === 'reloading') return 'reloading';
  }

  syncSessionAcrossTabs();
  startErrorLogUploader();
  startKeepalive();

  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (container.dataset.prerendered === undefined) {
    createRoot(container).render(app);
    return 'rendering';
  }
  // The first render must match the markup: the route modules of this address load first.
  await whenRouterReady(router);
  // As a transition, the work is done in slices that leave the main thread free between
  // them, not in one long task; the prerendered page stays on screen meanwhile.
  const hydrating = canHydrate(container);
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  return hydrating ? 'hydrating' : 'rendering';
}
