// First: zod's settings must precede every schema.
import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startErrorLogUploader } from '@/lib/error-log-uploader';
import { startKeepalive } from '@/lib/keepalive';
import { syncSessionAcrossTabs } from '@/lib/session';
import { App } from '.';
import { createAppRouter, whenRouterReady } from './router';

/**
 * Starts the app in `container` (#root) and renders it. Says so once the render has been
 * scheduled (`reloading`: a sign-on reloads the page).
 */
export async function start(container: HTMLElement): Promise<'rendering' | 'reloading'> {
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
  // Over a prerendered page (an anonymous visitor's, which app/portal-island.tsx hydrates):
  // it stays on screen until the route modules of this address have loaded, and the render
  // is a transition, done in slices that leave the main thread free between them.
  await whenRouterReady(router);
  startTransition(() => {
    createRoot(container).render(app);
  });
  return 'rendering';
}
