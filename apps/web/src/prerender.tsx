// Build-time entry (`vite build --ssr`): renders the portal's public pages to HTML, so a
// first visit paints before any JavaScript has run; the browser then hydrates that markup.
import { PRODUCT_INTRO_NAMES, PRODUCT_INTRODUCE_TYPES } from '@pn/shared';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app';
import { createRouterOptions, routes, whenRouterReady } from './app/router';
import { hrefOf, paths } from './config/paths';
import { collectPageMeta, type PageMeta } from './lib/page-meta';

export interface PrerenderedPage {
  path: string;
  /** The lazy route modules the page renders (under apps/web), whose CSS and chunks it links. */
  modules: readonly string[];
}

const PORTAL = 'src/app/routes/portal';

function page(path: string, module: string): PrerenderedPage {
  return { path, modules: [`${PORTAL}/layout.tsx`, `${PORTAL}/${module}.tsx`] };
}

/**
 * The prerendered pages: the same for every anonymous visitor (CMS sections render their
 * loading placeholders and fill in after hydration) and drawn without antd.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  page(paths.home, 'home'),
  page(paths.solution, 'solutions'),
  page(paths.case, 'cases'),
  ...PRODUCT_INTRODUCE_TYPES.map((type) =>
    page(hrefOf('productIntroduce', { type }), 'product-introduce'),
  ),
  ...PRODUCT_INTRO_NAMES.map((name) => page(hrefOf('productIntro', { name }), 'product-intro')),
];

/**
 * The markup of the app at `path`, as an anonymous visitor's browser first renders it, and
 * the page's title and description (null when the page sets none).
 */
export async function renderPage(path: string): Promise<{ html: string; meta: PageMeta | null }> {
  const router = createMemoryRouter(routes, { initialEntries: [path], ...createRouterOptions() });
  let meta: PageMeta | null = null;
  collectPageMeta((found) => {
    meta = found;
  });
  try {
    await whenRouterReady(router);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      // Every Suspense boundary inline, in place: React outlines a large one behind an
      // inline script, which the site's content security policy blocks.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return { html, meta };
  } finally {
    collectPageMeta(null);
    router.dispose();
  }
}
